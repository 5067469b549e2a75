/// The workspace's dependency graph as `wiring graph` and the `wiring.graph`
/// command show it: types as nodes, dependencies as edges, findings on the
/// edges they concern. Library-neutral: each library contributes its part,
/// and how its nodes and edges are drawn (`styles`).
public struct DependencyGraph: Sendable, Equatable, Codable {
    public struct Node: Sendable, Equatable, Codable {
        /// Unique in the graph (a type's qualified name, or name + file for
        /// same-named types).
        public var id: String
        public var name: String
        /// The contributing library's word for the node's role (`root`,
        /// `external`, …): its style's key.
        public var kind: String
        /// The contributing library's name: the key of its style.
        public var framework: String
        public var file: String?
        /// 1-based.
        public var line: Int?

        public init(id: String, name: String, kind: String, framework: String, file: String? = nil, line: Int? = nil) {
            self.id = id
            self.name = name
            self.kind = kind
            self.framework = framework
            self.file = file
            self.line = line
        }
    }

    public struct Edge: Sendable, Equatable, Codable {
        public var from: String
        public var to: String
        /// The property or parameter name.
        public var label: String
        /// The contributing library's word for the dependency (`instantiated`,
        /// `received`, …): its style's key.
        public var kind: String
        /// Rule ids of findings about this edge.
        public var findings: [String]

        public init(from: String, to: String, label: String, kind: String, findings: [String] = []) {
            self.from = from
            self.to = to
            self.label = label
            self.kind = kind
            self.findings = findings
        }
    }

    public var nodes: [Node]
    public var edges: [Edge]
    /// How each library (by name, as nodes' `framework`) draws its kinds.
    public var styles: [String: GraphStyle]

    public init(nodes: [Node] = [], edges: [Edge] = [], styles: [String: GraphStyle] = [:]) {
        self.nodes = nodes
        self.edges = edges
        self.styles = styles
    }
}

/// How a library's part of the graph is drawn: its nodes' fill colour, and
/// per kind of node and of edge, its shape and line in DOT and Mermaid.
/// Kinds without a style are drawn plainly (a box, a solid arrow).
public struct GraphStyle: Sendable, Equatable, Codable {
    public struct Node: Sendable, Equatable, Codable {
        public var kind: String
        /// DOT node attributes (`shape=box`, `style="filled,rounded"`).
        public var dot: [String]
        /// The Mermaid shape's opening and closing brackets (`(`, `)`).
        public var mermaidOpen: String
        public var mermaidClose: String
        /// A Mermaid class of nodes of this kind, named as the kind, with
        /// this definition (`stroke-width:3px`).
        public var mermaidClass: String?

        public init(kind: String, dot: [String], mermaid: (String, String), mermaidClass: String? = nil) {
            self.kind = kind
            self.dot = dot
            mermaidOpen = mermaid.0
            mermaidClose = mermaid.1
            self.mermaidClass = mermaidClass
        }
    }

    public struct Edge: Sendable, Equatable, Codable {
        public var kind: String
        /// DOT edge attributes (`style=dashed`).
        public var dot: [String]
        /// The Mermaid link (`-.->`).
        public var mermaidArrow: String
        /// A Mermaid `linkStyle` for edges of this kind (`stroke-dasharray:2 3`).
        public var mermaidLinkStyle: String?

        public init(kind: String, dot: [String], mermaidArrow: String, mermaidLinkStyle: String? = nil) {
            self.kind = kind
            self.dot = dot
            self.mermaidArrow = mermaidArrow
            self.mermaidLinkStyle = mermaidLinkStyle
        }
    }

    /// The fill colour of the library's nodes (`#dbeafe`).
    public var fill: String
    /// In the order their Mermaid classes are defined.
    public var nodes: [Node]
    public var edges: [Edge]

    public init(fill: String, nodes: [Node], edges: [Edge]) {
        self.fill = fill
        self.nodes = nodes
        self.edges = edges
    }
}
