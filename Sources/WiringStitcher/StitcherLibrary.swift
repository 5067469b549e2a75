import WiringAnalysis

/// StitcherMacros: the three macros' own errors and what their expansions
/// get wrong in one declaration. Stitcher's dependency graph (containers,
/// injection sites) is not checked yet.
public struct StitcherLibrary: Library {
    public init() {}

    public var id: String { "stitcher" }
    public var name: String { "Stitcher" }
    public var interest: SyntaxInterest { SyntaxInterest() }
    public var extraction: (any LibraryExtraction)? { StitcherExtraction() }
    public var rules: [RuleInfo] { StitcherRules.fileRules.map(\.info) }
    public var roleAttributes: [String] { ["Registerable", "InjectedParameters", "PreferredInitializer"] }
    public func makeAnalysis() -> any LibraryAnalysis { StitcherAnalysis() }
}

enum StitcherRules {
    static let fileRules: [any StitcherFileRule] = [
        InjectedParametersInvalid(), PreferredInitializerInvalid(), RegisterableInvalid(),
        InjectedParametersNoEffect(), InjectedParametersAllIgnored(), MultiplePreferredInitializers(), PreferredInitializerSpelling(),
    ]
}
