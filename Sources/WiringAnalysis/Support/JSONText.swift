/// A small JSON writer that keeps keys in the order written (`wiring check
/// --format json`, `wiring graph --format json`). A class, so the
/// nested builder closures can all write to it.
public final class JSONText {
    public private(set) var out = ""
    private var needsComma = [false]

    public init() {}

    private func separate() {
        if needsComma[needsComma.count - 1] { out += ", " }
        needsComma[needsComma.count - 1] = true
    }

    public func object(_ body: () -> Void) {
        separate()
        out += "{"
        needsComma.append(false)
        body()
        needsComma.removeLast()
        out += "}"
    }

    public func array<T>(_ items: [T], _ each: (T) -> Void) {
        separate()
        out += "["
        needsComma.append(false)
        for x in items { each(x) }
        needsComma.removeLast()
        out += "]"
    }

    public func key(_ k: String) {
        separate()
        out += JSONText.quote(k) + ": "
        needsComma[needsComma.count - 1] = false
    }

    private func scalar(_ s: String) {
        separate()
        out += s
    }

    public func string(_ s: String) { scalar(JSONText.quote(s)) }
    public func int(_ i: Int) { scalar(String(i)) }
    public func bool(_ b: Bool) { scalar(b ? "true" : "false") }
    public func null() { scalar("null") }

    public static func quote(_ s: String) -> String {
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                r += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: r.unicodeScalars.append(u)
            }
        }
        return r + "\""
    }
}
