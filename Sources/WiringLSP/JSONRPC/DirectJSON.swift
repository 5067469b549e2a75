// The messages the server sends most — a diagnostics publish per changed
// file, hundreds after one edit that changes the graph — written by hand,
// field by field in declaration order, past Codable's per-value machinery.
// `JSONWriterTests` holds each equal to what their `Encodable` writes.

/// A value that writes itself as JSON.
protocol DirectJSON {
    func write(to out: JSONWriter.Output)
}

extension JSONWriter.Output {
    /// `"key":` after a comma unless `first`.
    fileprivate func key(_ key: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Decimal digits, without making a string.
    fileprivate func int(_ v: Int) {
        if v < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = v.magnitude
        if m < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(m))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while m > 0 {
                d[19 - n] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
                n += 1
            }
            bytes.append(contentsOf: d[(20 - n)...])
        }
    }

    fileprivate func array<T: DirectJSON>(_ items: [T]) {
        bytes.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            item.write(to: self)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}

extension Position: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.bytes.append(UInt8(ascii: "{"))
        out.key("line", first: true)
        out.int(line)
        out.key("character")
        out.int(character)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension LSPRange: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.raw("{\"start\":")
        start.write(to: out)
        out.key("end")
        end.write(to: out)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension Location: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.raw("{\"uri\":")
        out.string(uri)
        out.key("range")
        range.write(to: out)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension DiagnosticRelatedInformation: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.raw("{\"location\":")
        location.write(to: out)
        out.key("message")
        out.string(message)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension LSPDiagnostic: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.raw("{\"range\":")
        range.write(to: out)
        if let severity {
            out.key("severity")
            out.int(severity)
        }
        if let code {
            out.key("code")
            code.write(to: out)
        }
        if let codeDescription {
            out.key("codeDescription")
            out.raw("{\"href\":")
            out.string(codeDescription.href)
            out.bytes.append(UInt8(ascii: "}"))
        }
        if let source {
            out.key("source")
            out.string(source)
        }
        out.key("message")
        out.string(message)
        if let relatedInformation {
            out.key("relatedInformation")
            out.array(relatedInformation)
        }
        if let data {
            out.key("data")
            data.write(to: out)
        }
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension PublishDiagnosticsParams: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.raw("{\"uri\":")
        out.string(uri)
        if let version {
            out.key("version")
            out.int(version)
        }
        out.key("diagnostics")
        out.array(diagnostics)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension JSONValue: DirectJSON {
    func write(to out: JSONWriter.Output) {
        switch self {
        case .null: out.raw("null")
        case .bool(let b): out.raw(b ? "true" : "false")
        case .int(let i): out.int(i)
        case .double(let d): (try? out.double(d)) ?? out.raw("null")
        case .string(let s): out.string(s)
        case .array(let a): out.array(a)
        case .object(let o):
            out.bytes.append(UInt8(ascii: "{"))
            for (i, key) in o.keys.sorted().enumerated() {
                if i > 0 { out.bytes.append(UInt8(ascii: ",")) }
                out.string(key)
                out.bytes.append(UInt8(ascii: ":"))
                o[key]!.write(to: out)
            }
            out.bytes.append(UInt8(ascii: "}"))
        }
    }
}
