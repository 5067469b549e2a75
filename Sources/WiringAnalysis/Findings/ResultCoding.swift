/// The binary form of a whole workspace's result, which the index keeps
/// with the fingerprint of everything it was computed from: a check that
/// finds nothing changed prints it without loading facts or analysing.
public enum ResultCoding {
    static let version: UInt64 = 2

    public static func encode(_ r: AnalysisResult) -> [UInt8] {
        var w = ByteWriter()
        w.varint(version)
        w.varint(UInt64(r.diagnostics.count))
        for d in r.diagnostics {
            w.string(d.rule)
            w.string(d.severity.rawValue)
            w.string(d.message)
            w.string(d.file)
            w.range(d.range)
            w.varint(UInt64(d.related.count))
            for rel in d.related {
                w.string(rel.file)
                w.range(rel.range)
                w.string(rel.message)
            }
            w.varint(UInt64(d.fixes.count))
            for f in d.fixes {
                w.string(f.title)
                w.bool(f.isPreferred)
                w.varint(UInt64(f.edits.count))
                for e in f.edits {
                    w.string(e.file)
                    w.range(e.range)
                    w.string(e.newText)
                }
            }
        }
        w.varint(UInt64(r.coverage.count))
        for c in r.coverage {
            w.string(c.type)
            w.string(c.file)
            w.range(c.range)
            w.bool(c.isThrowing)
            w.bool(c.isAuto)
            for n in [c.gated, c.ungated, c.skipped, c.broken] { w.varint(UInt64(n)) }
            w.strings(c.openers)
            w.varint(UInt64(c.members.count))
            for m in c.members {
                w.string(m.name)
                w.string(m.file)
                w.range(m.range)
                w.string(m.state.rawValue)
                w.bool(m.isOpener)
                w.string(m.reason)
            }
            w.strings(c.unresolvedOpeners)
        }
        return w.bytes
    }

    public static func decode(_ blob: [UInt8]) throws -> AnalysisResult {
        try blob.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            guard try r.varint() == version else { throw FactsCoding.Corrupt() }
            var result = AnalysisResult()
            for _ in 0..<(try r.count(limit: blob.count)) {
                let rule = try r.string()
                guard let severity = Severity(rawValue: try r.string()) else { throw FactsCoding.Corrupt() }
                let message = try r.string(), file = try r.string(), range = try r.range()
                var related: [RelatedInformation] = []
                for _ in 0..<(try r.count(limit: blob.count)) {
                    related.append(RelatedInformation(file: try r.string(), range: try r.range(), message: try r.string()))
                }
                var fixes: [Fix] = []
                for _ in 0..<(try r.count(limit: blob.count)) {
                    let title = try r.string(), preferred = try r.bool()
                    var edits: [TextEdit] = []
                    for _ in 0..<(try r.count(limit: blob.count)) {
                        edits.append(TextEdit(file: try r.string(), range: try r.range(), newText: try r.string()))
                    }
                    fixes.append(Fix(title: title, isPreferred: preferred, edits: edits))
                }
                result.diagnostics.append(Diagnostic(rule: rule, severity: severity, message: message, file: file,
                                                     range: range, related: related, fixes: fixes))
            }
            for _ in 0..<(try r.count(limit: blob.count)) {
                let type = try r.string(), file = try r.string(), range = try r.range()
                let isThrowing = try r.bool(), isAuto = try r.bool()
                let gated = Int(try r.varint()), ungated = Int(try r.varint()), skipped = Int(try r.varint())
                let broken = Int(try r.varint())
                let openers = try r.strings()
                var members: [GateCoverage.Member] = []
                for _ in 0..<(try r.count(limit: blob.count)) {
                    let name = try r.string(), mfile = try r.string(), mrange = try r.range()
                    guard let state = GateCoverage.State(rawValue: try r.string()) else { throw FactsCoding.Corrupt() }
                    members.append(GateCoverage.Member(name: name, file: mfile, range: mrange, state: state,
                                                       isOpener: try r.bool(), reason: try r.string()))
                }
                let unresolved = try r.strings()
                result.coverage.append(GateCoverage(type: type, file: file, range: range, isThrowing: isThrowing,
                                                    isAuto: isAuto, gated: gated, ungated: ungated, skipped: skipped,
                                                    openers: openers, members: members, broken: broken,
                                                    unresolvedOpeners: unresolved))
            }
            guard r.atEnd else { throw FactsCoding.Corrupt() }
            return result
        }
    }
}

extension ByteWriter {
    mutating func range(_ r: Range<Int>) {
        varint(UInt64(max(0, r.lowerBound)))
        varint(UInt64(max(0, r.upperBound - r.lowerBound)))
    }
}

extension ByteReader {
    mutating func range() throws -> Range<Int> {
        let lo = try count(limit: Int(Int32.max)), n = try count(limit: Int(Int32.max))
        return lo..<(lo + n)
    }
}

extension Configuration {
    /// What the configuration changes in a result, hashed (severities by
    /// rule, then excludes in order).
    public func combine(into h: inout StableHasher) {
        h.combine(severities.count)
        for (rule, severity) in severities.sorted(by: { $0.key < $1.key }) {
            h.combine(rule)
            h.combine(optional: severity?.rawValue)
        }
        h.combine(strings: excludes)
    }
}
