import Foundation
import WiringSyntax

/// What a closure's header says: `{ a, b in … }`, `{ (r: Context, id: Int) -> T in … }`,
/// `{ [weak self] _ in … }`. Libraries whose calls take factories (a container's
/// registrations) count their parameters with it.
public enum ClosureHeader {
    /// The number of parameters of the closure `{ a, b in … }` in `range`;
    /// nil when it has none written and uses `$n` (then the highest `$n` + 1).
    public static func parameterCount(_ source: SourceText, _ range: Range<Int>) -> Int? {
        let bytes = source.bytes
        var i = range.lowerBound
        while i < range.upperBound, bytes[i] != UInt8(ascii: "{") { i += 1 }
        guard i < range.upperBound else { return nil }
        let start = i + 1
        var depth = 0
        var j = start
        var headerEnd: Int?
        let limit = min(range.upperBound, start + 400)
        scan: while j < limit {
            let b = bytes[j]
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ">"):
                if j > start, bytes[j - 1] != UInt8(ascii: "-") { depth -= 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "$"):
                if depth <= 0 { break scan }
            case UInt8(ascii: "i"):
                if depth <= 0, j + 1 < limit, bytes[j + 1] == UInt8(ascii: "n"),
                   j == start || !isWordByte(bytes[j - 1]), j + 2 >= limit || !isWordByte(bytes[j + 2]) {
                    headerEnd = j
                    break scan
                }
            default: break
            }
            j += 1
        }
        guard let headerEnd else {
            // `$0`, `$1`: the highest used
            var highest = -1
            var k = start
            while k + 1 < range.upperBound {
                if bytes[k] == UInt8(ascii: "$"), bytes[k + 1] >= UInt8(ascii: "0"), bytes[k + 1] <= UInt8(ascii: "9") {
                    highest = max(highest, Int(bytes[k + 1] - UInt8(ascii: "0")))
                }
                k += 1
            }
            return highest >= 0 ? highest + 1 : 0
        }
        var header = source.text(start..<headerEnd).trimmingCharacters(in: .whitespacesAndNewlines)
        // a capture list, a return type
        if header.hasPrefix("[") , let close = header.firstIndex(of: "]") {
            header = String(header[header.index(after: close)...]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let arrow = header.range(of: "->") { header = String(header[..<arrow.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines) }
        if header.hasPrefix("("), header.hasSuffix(")") { header = String(header.dropFirst().dropLast()) }
        if header.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return 0 }
        var count = 1
        var level = 0
        for ch in header {
            switch ch {
            case "(", "[", "<": level += 1
            case ")", "]", ">": level -= 1
            case "," where level == 0: count += 1
            default: break
            }
        }
        return count
    }

    public static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }
}
