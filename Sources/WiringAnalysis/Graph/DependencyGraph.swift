/// The workspace's dependency graph as `wiring graph` and the `wiring.graph`
/// command show it: types as nodes, dependencies as edges, findings on the
/// edges they concern. Library-neutral: each library contributes its part.
public struct DependencyGraph: Sendable, Equatable, Codable {
    public struct Node: Sendable, Equatable, Codable {
        /// Unique in the graph (a type's qualified name, or name + file for
        /// same-named types).
        public var id: String
        public var name: String
        /// `root`, `instantiable`, `received`, `registered`, `gate`, `external`.
        public var kind: String
        /// `SafeDI`, `Swinject`, `Stitcher`, `Initializable`.
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
        /// `instantiated`, `received`, `forwarded`, `resolves`, `registers`, `injects`.
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

    public init(nodes: [Node] = [], edges: [Edge] = []) {
        self.nodes = nodes
        self.edges = edges
    }
}
