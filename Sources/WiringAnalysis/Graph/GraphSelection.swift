/// Parts of a `DependencyGraph`: what one root reaches (`wiring graph --root
/// TYPE --depth N`, the `wiring.graph` command's `root` and `depth`).
extension DependencyGraph {
    /// Why a selection could not be made; `description` is the message shown.
    public enum SelectionError: Error, Equatable, Sendable, CustomStringConvertible {
        /// No node has that id or name; the closest ids and names.
        case noSuchNode(String, suggestions: [String])
        /// Several nodes have that name (and none that id): their ids.
        case ambiguous(String, ids: [String])
        case negativeDepth(Int)
        /// A depth counts from a root: it needs one.
        case depthWithoutRoot

        public var description: String {
            switch self {
            case .noSuchNode(let query, let suggestions):
                return "no type '\(query)' in the dependency graph"
                    + (suggestions.isEmpty ? "" : "; did you mean " + suggestions.joined(separator: ", ") + "?")
            case .ambiguous(let query, let ids):
                return "'\(query)' names several types; use one of their ids: " + ids.joined(separator: ", ")
            case .negativeDepth(let depth):
                return "the depth must be 0 or more, not \(depth)"
            case .depthWithoutRoot:
                return "a depth counts edges from a root: give a root too"
            }
        }
    }

    /// The id of the node `query` names: a node's id, else the only node
    /// with that name.
    public func node(named query: String) -> Result<String, SelectionError> {
        if nodes.contains(where: { $0.id == query }) { return .success(query) }
        let named = Set(nodes.lazy.filter { $0.name == query }.map(\.id)).sorted()
        switch named.count {
        case 1: return .success(named[0])
        case 0: return .failure(.noSuchNode(query, suggestions: suggestions(for: query)))
        default: return .failure(.ambiguous(query, ids: named))
        }
    }

    /// The nodes `root` reaches in at most `depth` edges (any number without
    /// one), the root included, and the edges taken from them: those leaving
    /// a node less than `depth` edges away. Nodes keep their order, edges
    /// theirs.
    public func reached(from root: String, depth: Int? = nil) -> DependencyGraph {
        let g = Digraph(self)
        guard let r = g.node(root) else { return DependencyGraph(styles: styles) }
        let depths = g.depths(from: [r], maxDepth: depth)
        func kept(_ id: String) -> Bool { g.node(id).map { depths[$0] != nil } ?? false }
        func expanded(_ id: String) -> Bool {
            guard let v = g.node(id), let d = depths[v] else { return false }
            return depth.map { d < $0 } ?? true
        }
        return DependencyGraph(nodes: nodes.filter { kept($0.id) }, edges: edges.filter { expanded($0.from) },
                               styles: styles)
    }

    /// `reached(from:depth:)` for a root given by id or name (nil: the whole
    /// graph), with the checks the CLI and the server both make.
    public func selecting(root: String?, depth: Int?) -> Result<DependencyGraph, SelectionError> {
        if let depth, depth < 0 { return .failure(.negativeDepth(depth)) }
        guard let root else { return depth == nil ? .success(self) : .failure(.depthWithoutRoot) }
        return node(named: root).map { reached(from: $0, depth: depth) }
    }

    /// Up to five ids and names close to `query`: equal but for case, one
    /// containing the other (ignoring case), or a few edits away; closest
    /// first, then by name.
    func suggestions(for query: String) -> [String] {
        let q = Array(query.lowercased().unicodeScalars)
        guard !q.isEmpty else { return [] }
        let allowed = max(1, q.count / 3)
        var scored: [(Int, String)] = []
        for candidate in Set(nodes.flatMap { [$0.id, $0.name] }) where !candidate.isEmpty {
            let c = Array(candidate.lowercased().unicodeScalars)
            let score: Int
            if c == q {
                score = 0
            } else if candidate.lowercased().contains(query.lowercased()) || query.lowercased().contains(candidate.lowercased()) {
                score = 1
            } else {
                let d = Spelling.editDistance(q, c, limit: allowed)
                guard d <= allowed else { continue }
                score = 1 + d
            }
            scored.append((score, candidate))
        }
        return scored.sorted { $0 < $1 }.prefix(5).map(\.1)
    }

}
