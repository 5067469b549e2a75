import WiringAnalysis

struct ConfigurationArgumentInvalid: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/configuration-argument-invalid", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An argument #SafeDIConfiguration cannot read",
        details: """
        `#SafeDIConfiguration` is read by SafeDITool from the source, so its arguments must be written as \
        literals: `additionalImportedModules`, `additionalDirectoriesToInclude` and `additionalMocksToGenerate` \
        arrays of string literals, `mockConditionalCompilation` a string literal or `nil`. The macro checks its \
        arguments in order and stops at the first it rejects: an unlabeled one, one of these that is not a \
        literal, or a label it does not know.
        """,
        triggeringExamples: ["""
        let modules = ["Networking"]
        #SafeDIConfiguration(additionalImportedModules: modules)
        """],
        nonTriggeringExamples: ["""
        #SafeDIConfiguration(additionalImportedModules: ["Networking"], mockConditionalCompilation: "DEBUG")
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for (k, name) in file.facts.fileMacros.enumerated() where name == "SafeDIConfiguration" {
            guard k < file.facts.fileMacroArguments.count, let message = Self.problem(file.facts.fileMacroArguments[k]) else { continue }
            out.append(finding(message, at: Anchor(file: file.path, decl: DeclID(0), role: .fileMacro(k))))
        }
    }

    /// The macro's error for the first argument it rejects.
    static func problem(_ arguments: [ArgumentFact]) -> String? {
        for a in arguments {
            guard let label = a.label else { return "#SafeDIConfiguration does not accept unlabeled arguments" }
            switch label {
            case "additionalImportedModules", "additionalDirectoriesToInclude", "additionalMocksToGenerate":
                guard let elements = ArgumentReader.arrayElements(a.text), elements.allSatisfy({ SafeDINames.literal($0) != nil }) else {
                    return "The `\(label)` argument must be an array of string literals"
                }
            case "mockConditionalCompilation":
                guard ArgumentReader.isNil(a.text) || SafeDINames.literal(a.text) != nil else {
                    return "The `mockConditionalCompilation` argument must be a string literal or `nil`"
                }
            default:
                return "#SafeDIConfiguration does not accept an argument labeled `\(label)`"
            }
        }
        return nil
    }
}
