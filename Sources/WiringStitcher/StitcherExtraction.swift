import WiringAnalysis
import WiringSyntax

/// What the neutral facts lack for StitcherMacros: the generic parameter
/// names of a declaration `@InjectedParameters` is attached to (a
/// parameter of such a type cannot be injected).
struct StitcherExtraction: LibraryExtraction {
    var version: Int { 1 }

    func extract(_ d: Decl, calls _: ArraySlice<CallFact>, callSyntax _: [Call], in file: ParsedFile) -> ExtractedFact? {
        guard let clause = d.genericParameters,
              d.attributes.contains(where: { $0.baseName == "InjectedParameters" }) else { return nil }
        var names: [String] = []
        var depth = 0
        var current = ""
        var inName = true
        for ch in file.text(clause).dropFirst().dropLast() {
            switch ch {
            case "<", "(", "[": depth += 1; if depth > 0 { inName = false }
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
        var w = ByteWriter()
        w.strings(names)
        return ExtractedFact(bytes: w.bytes)
    }

    static func names(_ fact: LibraryFact?) -> [String] {
        guard let fact else { return [] }
        return (try? fact.bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            return try r.strings()
        }) ?? []
    }
}
