import WiringSyntax

extension SourceText {
    /// What a binding written on the line before `at` says of the value at
    /// `at`: `let store: Store = try! ` → the annotation's type (`Store`),
    /// the words between `=` and `at` (`try!`), and whether `let`/`var`
    /// declares it (a property's assignment `x: T = …` in a parameter's
    /// default value does not). Nil without `name: Type =` there, or when the
    /// type starts with neither a capital letter, `[` nor `(`. For libraries
    /// reading the type a call's result is given (`x.resolve()`, `inject()`).
    public func bindingAnnotation(before at: Int) -> (type: String, between: String, declares: Bool)? {
        var i = Swift.min(Swift.max(0, at), count)
        while i > 0, bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
        let line = text(i..<at)
        guard let eq = line.lastIndex(of: "="), let colon = line[..<eq].lastIndex(of: ":") else { return nil }
        let type = line[line.index(after: colon)..<eq].trimmingWhitespace
        guard let f = type.first, f.isUppercase || f == "[" || f == "(" else { return nil }
        let before = line[..<colon].trimmingWhitespace
        let declares = before.hasPrefix("let ") || before.hasPrefix("var ") || before.contains(" let ") || before.contains(" var ")
        return (type, line[line.index(after: eq)...].trimmingWhitespace, declares)
    }
}
