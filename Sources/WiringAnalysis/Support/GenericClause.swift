/// A declaration's generic clause as written (`<T, U: P>`), read by the
/// libraries that must tell a generic parameter from a type.
public enum GenericClause {
    /// The parameters' names, in order (`<T: Codable, U>` → `T`, `U`).
    public static func parameterNames(_ clause: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        var inName = true
        for ch in clause.dropFirst().dropLast() {
            switch ch {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                if !current.isEmpty { names.append(current) }
                current = ""
                inName = true
            case ":" where depth == 0: inName = false
            case " ", "\n", "\t": break
            default: if inName && depth == 0 { current.append(ch) }
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }
}
