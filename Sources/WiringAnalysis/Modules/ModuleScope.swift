/// Which declarations code in a file can name, by the module graph: a
/// declaration is visible from a file when one of its file's modules is
/// among those the reader's modules see (themselves and their dependencies,
/// transitively), and, outside its own modules, when it is `public` or
/// `open` (`package` within the same package). A file no module claims (a
/// manifest, a loose script) sees everything and is seen by everything;
/// with one module, nothing is filtered at all.
public final class ModuleScope: Sendable {
    public let graph: ModuleGraph
    /// Each file's set of modules (an index into `sets`), by path.
    private let setByPath: [String: Int32]
    private let sets: [Set]

    struct Set: Sendable {
        /// The modules themselves, and those they see.
        var own: Bitset
        var visible: Bitset
        /// The containers of the modules (for `package` access).
        var containers: [String]
    }

    /// Whether everything sees everything.
    public let isUniform: Bool

    public init(_ graph: ModuleGraph) {
        self.graph = graph
        isUniform = graph.modules.count <= 1
        var sets: [Set] = []
        var setByPath: [String: Int32] = [:]
        if !isUniform {
            let n = graph.modules.count
            let visible = graph.modules.indices.map { m in Bitset(n, graph.visible(from: m)) }
            var index: [[Int]: Int32] = [:]
            func set(_ modules: [Int]) -> Int32 {
                if let k = index[modules] { return k }
                var v = Bitset(n, [])
                for m in modules { v.formUnion(visible[m]) }
                let k = Int32(sets.count)
                sets.append(Set(own: Bitset(n, modules), visible: v,
                                containers: Array(Swift.Set(modules.map { graph.modules[$0].container })).sorted()))
                index[modules] = k
                return k
            }
            // most files are in one module: its set; the others' sets after
            var first: [String: Int] = [:]
            var several: [String: [Int]] = [:]
            first.reserveCapacity(graph.modules.reduce(0) { $0 + $1.files.count })
            for (m, module) in graph.modules.enumerated() {
                for f in module.files {
                    if let earlier = first[f] { several[f, default: [earlier]].append(m) } else { first[f] = m }
                }
            }
            let single = graph.modules.indices.map { set([$0]) }
            setByPath.reserveCapacity(first.count)
            for (f, m) in first { setByPath[f] = single[m] }
            for (f, ms) in several { setByPath[f] = set(Array(Swift.Set(ms)).sorted()) }
        }
        self.setByPath = setByPath
        self.sets = sets
    }

    /// The module-set index of a file (-1: claimed by no module).
    public func setIndex(ofPath path: String) -> Int32 { setByPath[path] ?? -1 }

    /// Whether code in a file of set `reader` can name a declaration of a
    /// file of set `entry` with these modifiers.
    public func canSee(_ reader: Int32, _ entry: Int32, modifiers: Modifiers) -> Bool {
        if isUniform || reader < 0 || entry < 0 || reader == entry { return true }
        let r = sets[Int(reader)], e = sets[Int(entry)]
        guard e.own.intersects(r.visible) else { return false }
        if e.own.intersects(r.own) { return true }
        if modifiers.contains("public") || modifiers.contains("open") { return true }
        if modifiers.contains("package") { return e.containers.contains { r.containers.contains($0) } }
        return false
    }

    /// The modules of a file, by path.
    public func modules(ofPath path: String) -> [Int] { modules(ofSet: setIndex(ofPath: path)) }

    /// The modules of a module-set index (`UpdateContext.moduleSet(of:)`).
    public func modules(ofSet k: Int32) -> [Int] {
        guard k >= 0 else { return isUniform && !graph.modules.isEmpty ? [0] : [] }
        return sets[Int(k)].own.members
    }
}

/// A set of small integers.
struct Bitset: Sendable, Equatable {
    var words: [UInt64]

    init(_ capacity: Int, _ members: [Int]) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
        for m in members { words[m / 64] |= 1 << UInt64(m % 64) }
    }

    mutating func formUnion(_ o: Bitset) {
        for k in words.indices { words[k] |= o.words[k] }
    }

    func intersects(_ o: Bitset) -> Bool {
        for k in words.indices where words[k] & o.words[k] != 0 { return true }
        return false
    }

    var members: [Int] {
        var out: [Int] = []
        for (k, w) in words.enumerated() where w != 0 {
            for b in 0..<64 where w & (1 << UInt64(b)) != 0 { out.append(k * 64 + b) }
        }
        return out
    }
}
