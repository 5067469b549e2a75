/// The binary form of a whole workspace's result, which the index keeps
/// with the fingerprint of everything it was computed from: a check that
/// finds nothing changed prints it without loading facts or analysing.
public enum ResultCoding {
    static let version: UInt64 = 4

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
            w.fixed64(d.fingerprint)
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
        w.varint(UInt64(r.summaries.count))
        for c in r.summaries {
            w.string(c.library)
            w.string(c.subject)
            w.string(c.file)
            w.range(c.range)
            w.values(c.values)
            w.varint(UInt64(c.members.count))
            for m in c.members {
                w.string(m.name)
                w.string(m.file)
                w.range(m.range)
                w.values(m.values)
            }
            w.varint(UInt64(c.references.count))
            for ref in c.references {
                w.string(ref.file)
                w.varint(UInt64(max(0, ref.line)))
                w.string(ref.text)
            }
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
                let fingerprint = try r.fixed64()
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
                                                     range: range, related: related, fixes: fixes,
                                                     fingerprint: fingerprint))
            }
            for _ in 0..<(try r.count(limit: blob.count)) {
                let library = try r.string(), subject = try r.string(), file = try r.string(), range = try r.range()
                let values = try r.values()
                var members: [Summary.Member] = []
                for _ in 0..<(try r.count(limit: blob.count)) {
                    members.append(Summary.Member(name: try r.string(), file: try r.string(), range: try r.range(),
                                                  values: try r.values()))
                }
                var references: [Summary.Reference] = []
                for _ in 0..<(try r.count(limit: blob.count)) {
                    references.append(Summary.Reference(file: try r.string(), line: try r.count(limit: Int(Int32.max)),
                                                        text: try r.string()))
                }
                result.summaries.append(Summary(library: library, subject: subject, file: file, range: range,
                                                values: values, members: members, references: references))
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

    mutating func values(_ v: SummaryValues) {
        varint(UInt64(v.entries.count))
        for (name, value) in v.entries {
            string(name)
            switch value {
            case .int(let i): byte(0); fixed64(UInt64(bitPattern: Int64(i)))
            case .bool(let b): byte(1); bool(b)
            case .text(let t): byte(2); string(t)
            case .texts(let t): byte(3); strings(t)
            }
        }
    }
}

extension ByteReader {
    mutating func range() throws -> Range<Int> {
        let lo = try count(limit: Int(Int32.max)), n = try count(limit: Int(Int32.max))
        return lo..<(lo + n)
    }

    mutating func values() throws -> SummaryValues {
        var v = SummaryValues()
        for _ in 0..<(try count(limit: raw.count)) {
            let name = try string()
            switch try byte() {
            case 0: v[name] = .int(Int(Int64(bitPattern: try fixed64())))
            case 1: v[name] = .bool(try bool())
            case 2: v[name] = .text(try string())
            case 3: v[name] = .texts(try strings())
            default: throw FactsCoding.Corrupt()
            }
        }
        return v
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
