// The messages the server sends most — a diagnostics publish per changed
// file, hundreds after one edit that changes the graph — written by hand,
// field by field in declaration order, past Codable's per-value machinery.
// `JSONWriterTests` holds each equal to what their `Encodable` writes.

/// A value that writes itself as JSON.
protocol DirectJSON {
    func write(to out: JSONWriter.Output)
}

extension JSONWriter.Output {
    /// JSON text known when compiled (`,"key":`, `{"range":`), in one append.
    func text(_ s: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
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
        out.text(#"{"line":"#)
        out.int(line)
        out.text(#","character":"#)
        out.int(character)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension LSPRange: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.text(#"{"start":"#)
        start.write(to: out)
        out.text(#","end":"#)
        end.write(to: out)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension Location: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.text(#"{"uri":"#)
        out.string(uri)
        out.text(#","range":"#)
        range.write(to: out)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension DiagnosticRelatedInformation: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.text(#"{"location":"#)
        location.write(to: out)
        out.text(#","message":"#)
        out.string(message)
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension LSPDiagnostic: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.text(#"{"range":"#)
        range.write(to: out)
        if let severity {
            out.text(#","severity":"#)
            out.int(severity)
        }
        if let code {
            out.text(#","code":"#)
            code.write(to: out)
        }
        if let codeDescription {
            out.text(#","codeDescription":{"href":"#)
            out.string(codeDescription.href)
            out.bytes.append(UInt8(ascii: "}"))
        }
        if let source {
            out.text(#","source":"#)
            out.string(source)
        }
        out.text(#","message":"#)
        out.string(message)
        if let relatedInformation {
            out.text(#","relatedInformation":"#)
            out.array(relatedInformation)
        }
        if let data {
            out.text(#","data":"#)
            data.write(to: out)
        }
        out.bytes.append(UInt8(ascii: "}"))
    }
}

extension PublishDiagnosticsParams: DirectJSON {
    func write(to out: JSONWriter.Output) {
        out.text(#"{"uri":"#)
        out.string(uri)
        if let version {
            out.text(#","version":"#)
            out.int(version)
        }
        out.text(#","diagnostics":"#)
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
