import WiringAnalysis

/// SafeDI (`@Instantiable` types with `@Instantiated`, `@Received`,
/// `@Forwarded` dependencies): the macros' own checks, and SafeDITool's
/// checks of the whole dependency tree.
public struct SafeDILibrary: Library {
    public init() {}

    public var id: String { "safedi" }
    public var name: String { "SafeDI" }

    /// SafeDITool reads only files whose text mentions `@Instantiable` or
    /// `#SafeDIConfiguration`: their presence is a fact.
    public var interest: SyntaxInterest { SyntaxInterest(textMarkers: ["#SafeDIConfiguration", "@Instantiable"]) }

    public var rules: [RuleInfo] { SafeDIRules.all }

    /// The ids of the rules over the whole tree (the others read one declaration).
    public static var treeRuleIDs: [String] { SafeDITreeRules.all.map(\.info.id) }

    public var roleAttributes: [String] { ["Instantiable", "Instantiated", "Received", "Forwarded"] }

    public var graphStyle: GraphStyle? {
        GraphStyle(
            fill: "#dbeafe",
            nodes: [
                .init(kind: "root", dot: ["shape=box", "peripheries=2", "style=\"filled,bold\""], mermaid: ("[[", "]]"),
                      mermaidClass: "stroke-width:3px"),
                .init(kind: "instantiable", dot: ["shape=box", "style=\"filled,rounded\""], mermaid: ("(", ")")),
                // a type nothing in the workspace fulfils
                .init(kind: "external", dot: ["shape=box", "style=\"filled,dashed\""], mermaid: (">", "]"),
                      mermaidClass: "stroke-dasharray:4 3"),
            ],
            edges: [
                .init(kind: "instantiated", dot: ["style=solid"], mermaidArrow: "-->"),
                .init(kind: "received", dot: ["style=dashed"], mermaidArrow: "-.->"),
                .init(kind: "forwarded", dot: ["style=dotted"], mermaidArrow: "-.-o", mermaidLinkStyle: "stroke-dasharray:2 3"),
            ])
    }

    public func makeAnalysis() -> any LibraryAnalysis { SafeDIAnalysis() }
}
