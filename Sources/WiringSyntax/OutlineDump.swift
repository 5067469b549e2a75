/// `wiring outline` output (docs/outline.md): JSON Lines, or an indented tree.
public enum OutlineDump {
    /// One JSON line for a file, keys in the spec's order.
    public static func json(path: String, file: ParsedFile, into buf: inout [UInt8]) {
        var w = JSONBytes(buf: buf)
        w.raw("{\"file\": ")
        w.string(path)
        w.raw(", \"decls\": ")
        w.decls(file.outline.decls, file.outline, file.source)
        w.raw("}\n")
        buf = w.buf
    }

    /// A readable tree: one declaration per line, members indented.
    public static func tree(path: String, file: ParsedFile, into out: inout String) {
        out += path + "\n"
        func walk(_ decls: [Decl], _ indent: String) {
            for d in decls {
                let (line, column) = file.source.lineColumn(of: d.position)
                let endLine = file.source.line(of: d.lastByte) + 1
                var s = indent
                s += d.attributes.map { "@" + $0.name + " " }.joined()
                s += file.outline.modifiers(of: d).map { $0.name + " " }.joined()
                switch d.kind {
                case .`init`, .deinit, .subscript: s += d.kind.rawValue
                default: s += d.kind.rawValue + " " + d.name
                }
                if let ps = d.params {
                    s += "(" + ps.map { p in
                        (p.label == p.name ? p.label : p.label + " " + p.name) + ": " + p.type
                    }.joined(separator: ", ") + ")"
                }
                // effects as written: `reasync`, `rethrows`, `throws(E)` (a
                // subscript's come from its getter, which keeps no range)
                if d.isAsync == true { s += " " + (d.asyncRange.map { file.source.text($0) } ?? "async") }
                if d.isThrows == true { s += " " + (d.throwsRange.map { file.source.tokenText($0) } ?? "throws") }
                if let r = d.returnType { s += " -> " + r.text }
                if let ty = d.type { s += ": " + ty.text }
                if let inh = d.inherits, !inh.isEmpty { s += ": " + inh.map(\.text).joined(separator: ", ") }
                s += "  [\(line):\(column)-\(endLine)]"
                out += s + "\n"
                if let m = d.members { walk(m, indent + "  ") }
            }
        }
        walk(file.outline.decls, "  ")
    }
}

/// A minimal JSON byte writer (strings as raw UTF-8 with the required escapes).
struct JSONBytes {
    var buf: [UInt8]

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { buf.append(contentsOf: $0) }
    }

    mutating func string(_ s: String) {
        buf.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                buf.append(UInt8(ascii: "\\"))
                buf.append(b)
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                raw("\\u00")
                buf.append(hex[Int(b >> 4)])
                buf.append(hex[Int(b & 0xF)])
            default:
                buf.append(b)
            }
        }
        buf.append(UInt8(ascii: "\""))
    }

    mutating func int(_ i: Int) { buf.append(contentsOf: String(i).utf8) }

    /// Type text as the JSON form keeps it (the format scripts and the
    /// comparison with swift-syntax read): every space removed. The text
    /// form shows the spaces that keep words apart.
    static func compact(_ typeText: String) -> String {
        typeText.utf8.contains(32) ? String(typeText.filter { $0 != " " }) : typeText
    }

    mutating func strings(_ a: [String]) {
        raw("[")
        for (k, s) in a.enumerated() {
            if k > 0 { raw(", ") }
            string(s)
        }
        raw("]")
    }

    mutating func decls(_ ds: [Decl], _ outline: Outline, _ src: SourceText) {
        raw("[")
        for (k, d) in ds.enumerated() {
            if k > 0 { raw(", ") }
            decl(d, outline, src)
        }
        raw("]")
    }

    mutating func decl(_ d: Decl, _ outline: Outline, _ src: SourceText) {
        let (line, column) = src.lineColumn(of: d.position)
        raw("{\"kind\": "); string(d.kind.rawValue)
        raw(", \"name\": "); string(d.kind == .extension ? JSONBytes.compact(d.name) : d.name)
        raw(", \"line\": "); int(line)
        raw(", \"column\": "); int(column)
        raw(", \"endLine\": "); int(src.line(of: d.lastByte) + 1)
        raw(", \"attributes\": "); strings(d.attributes.map(\.name))
        raw(", \"modifiers\": "); strings(outline.modifiers(of: d).map(\.name))
        if let inh = d.inherits { raw(", \"inherits\": "); strings(inh.map { JSONBytes.compact($0.text) }) }
        if let a = d.isAsync { raw(", \"async\": "); if a { raw("true") } else { raw("false") } }
        if let t = d.isThrows { raw(", \"throws\": "); if t { raw("true") } else { raw("false") } }
        if let ps = d.params {
            raw(", \"params\": [")
            for (k, p) in ps.enumerated() {
                if k > 0 { raw(", ") }
                raw("{\"label\": "); string(p.label)
                raw(", \"name\": "); string(p.name)
                raw(", \"type\": "); string(JSONBytes.compact(p.type))
                raw("}")
            }
            raw("]")
        }
        if d.kind == .var || d.kind == .let {
            raw(", \"type\": ")
            if let t = d.type { string(JSONBytes.compact(t.text)) } else { raw("null") }
        }
        if let ms = d.members { raw(", \"members\": "); decls(ms, outline, src) }
        raw("}")
    }
}
