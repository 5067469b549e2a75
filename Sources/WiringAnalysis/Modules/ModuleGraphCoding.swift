/// The module graph as bytes, for the engine's cache. Decoding checks every
/// count and index, so a damaged blob throws instead of giving a wrong graph.
public enum ModuleGraphCoding {
    static let version: UInt64 = 1

    public static func encode(_ graph: ModuleGraph) -> [UInt8] {
        var w = ByteWriter(capacity: 4096)
        w.varint(version)
        w.varint(UInt64(graph.modules.count))
        for m in graph.modules {
            w.string(m.name)
            w.string(m.kind.rawValue)
            w.string(m.type)
            w.string(m.container)
            w.strings(m.dependencies)
            w.varint(UInt64(m.dependsOn.count))
            for d in m.dependsOn { w.varint(UInt64(d)) }
            w.strings(m.files)
        }
        w.varint(UInt64(graph.problems.count))
        for p in graph.problems {
            w.string(p.file)
            w.varint(UInt64(p.offset))
            w.string(p.message)
        }
        return w.bytes
    }

    public static func decode(_ blob: [UInt8]) throws -> ModuleGraph {
        try blob.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            guard try r.varint() == version else { throw FactsCoding.Corrupt() }
            var graph = ModuleGraph()
            let count = try r.count(limit: blob.count)
            for _ in 0..<count {
                let name = try r.string()
                guard let kind = ModuleGraph.Module.Kind(rawValue: try r.string()) else { throw FactsCoding.Corrupt() }
                var m = ModuleGraph.Module(name: name, kind: kind, type: try r.string(), container: try r.string(),
                                           dependencies: try r.strings())
                for _ in 0..<(try r.count(limit: count)) { m.dependsOn.append(try r.count(limit: count - 1)) }
                m.files = try r.strings()
                graph.modules.append(m)
            }
            for _ in 0..<(try r.count(limit: blob.count)) {
                graph.problems.append(.init(file: try r.string(), offset: try r.count(limit: Int(Int32.max)),
                                            message: try r.string()))
            }
            guard r.atEnd else { throw FactsCoding.Corrupt() }
            return graph
        }
    }
}
