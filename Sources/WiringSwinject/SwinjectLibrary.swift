import WiringAnalysis

/// Swinject with SwinjectMacros: the macros' own checks, what their
/// expansions make of a declaration, and every app's container graph —
/// what each resolve finds, cycles, duplicates, captive dependencies.
public struct SwinjectLibrary: Library {
    public init() {}

    public var id: String { "swinject" }
    public var name: String { "Swinject" }
    /// Its own extraction reads every call it needs; these chain calls are
    /// recorded too, so that random edits in the tests know its vocabulary
    /// (`register` and `resolve` are too common a word to be one).
    public var interest: SyntaxInterest {
        SyntaxInterest(callNames: ["inObjectScope", "initCompleted"], bodyWords: SwinjectExtraction.bodyWords,
                       metatypeArguments: true, bodyWordPrefixes: ["register"])
    }
    public var extraction: (any LibraryExtraction)? { SwinjectExtraction() }
    public var rules: [RuleInfo] { SwinjectRules.all }
    public var roleAttributes: [String] { ["Injectable", "AutoFactory", "LazyInject", "OptionalInject"] }
    public var graphStyle: GraphStyle? {
        GraphStyle(
            fill: "#fce7f3",
            nodes: [
                .init(kind: "container", dot: ["shape=box", "peripheries=2", "style=filled"], mermaid: ("[[", "]]")),
                .init(kind: "graph", dot: ["shape=box", "style=\"filled,rounded\""], mermaid: ("(", ")")),
                .init(kind: "transient", dot: ["shape=box", "style=\"filled,dotted\""], mermaid: ("([", "])")),
                .init(kind: "unregistered", dot: ["shape=box", "style=\"filled,dashed\""], mermaid: (">", "]"),
                      mermaidClass: "stroke-dasharray:4 3"),
            ],
            edges: [
                .init(kind: "resolves", dot: ["style=solid"], mermaidArrow: "-->"),
                .init(kind: "completes", dot: ["style=dashed"], mermaidArrow: "-.->"),
            ])
    }
    public func makeAnalysis() -> any LibraryAnalysis { SwinjectAnalysis() }

    /// The ids of the rules over an app's container graph (the others read one declaration).
    public static var graphRuleIDs: [String] { SwinjectRules.graphRules.map(\.info.id) }
}

enum SwinjectRules {
    static let fileRules: [any SwinjectFileRule] = [
        WrongDeclaration(), MissingInitializer(), SelfDependency(), FactoryWithoutRuntimeParameters(), InvalidInjectedProperty(),
        DroppedRuntimeParameter(), UnlabeledParameter(), OptionalSpelling(), GenericInjectable(), FactoryArguments(),
        UnexpandableMacro(), PropertyNeverWired(),
    ]
    static let graphRules: [any SwinjectGraphRule] = [
        UnregisteredDependency(), OptionalAlwaysNil(), NamedRegistrationMissing(), ArgumentCountMismatch(), DependencyCycle(),
        DuplicateRegistration(), CaptiveDependency(), InjectableNeverRegistered(),
    ]

    static var all: [RuleInfo] {
        fileRules.map(\.info) + graphRules.map(\.info)
    }
}
