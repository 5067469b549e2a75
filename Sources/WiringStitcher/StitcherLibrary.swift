import WiringAnalysis

/// Stitcher with StitcherMacros: the three macros' own errors, what their
/// expansions get wrong in one declaration, and what each injection finds
/// among the registrations of the workspace's containers.
public struct StitcherLibrary: Library {
    public init() {}

    public var id: String { "stitcher" }
    public var name: String { "Stitcher" }
    public var interest: SyntaxInterest {
        SyntaxInterest(textMarkers: [StitcherNames.autoregistrationGroup], bodyWords: StitcherExtraction.bodyWords)
    }
    public var extraction: (any LibraryExtraction)? { StitcherExtraction() }
    public var rules: [RuleInfo] {
        StitcherRules.fileRules.map(\.info) + StitcherRules.lookupRules.map(\.info) + StitcherRules.graphRules.map(\.info)
    }
    public var roleAttributes: [String] { ["Registerable", "InjectedParameters", "PreferredInitializer"] }
    public var graphStyle: GraphStyle? {
        GraphStyle(
            fill: "#e0f2fe",
            nodes: [
                .init(kind: "singleton", dot: ["shape=box", "peripheries=2", "style=filled"], mermaid: ("[[", "]]")),
                .init(kind: "shared", dot: ["shape=box", "style=\"filled,rounded\""], mermaid: ("(", ")")),
                .init(kind: "automatic", dot: ["shape=box", "style=\"filled,rounded\""], mermaid: ("(", ")")),
                .init(kind: "managed", dot: ["shape=box", "style=\"filled,rounded\""], mermaid: ("(", ")")),
                .init(kind: "instance", dot: ["shape=box", "style=\"filled,dotted\""], mermaid: ("([", "])")),
                .init(kind: "unregistered", dot: ["shape=box", "style=\"filled,dashed\""], mermaid: (">", "]"),
                      mermaidClass: "stroke-dasharray:4 3"),
            ],
            edges: [
                .init(kind: "injects", dot: ["style=solid"], mermaidArrow: "-->"),
                .init(kind: "lazy", dot: ["style=dashed"], mermaidArrow: "-.->"),
            ])
    }
    public func makeAnalysis() -> any LibraryAnalysis { StitcherAnalysis() }
}

enum StitcherRules {
    static let fileRules: [any StitcherFileRule] = [
        WrongDeclaration(), MalformedArguments(), UnknownIgnoredParameter(), GenericParameterNotIgnored(),
        PreferredInitializerGeneric(), PreferredInitializerAsync(), PreferredInitializerThrowing(),
        PreferredInitializerFailable(), UnrelatedLocatorTypes(), NoPreferredInitializer(), AmbiguousInitializer(),
        InjectedParametersNoEffect(), InjectedParametersAllIgnored(), InjectedParametersParentMismatch(),
        InjectedParametersGenericMissed(), InjectedParametersByNameUnnamed(), MultiplePreferredInitializers(),
        PreferredInitializerSpelling(), RegisterableUnknownScope(), IneffectiveEagerness(),
    ]
    static let lookupRules: [any StitcherLookupRule] = [NonHashableParameter()]
    static let graphRules: [any StitcherGraphRule] = [
        MissingDependency(), ParameterArityMismatch(), AmbiguousDependency(), DependencyCycle(), RegisterableNotRegistered(),
        CaptiveDependency(),
    ]
}
