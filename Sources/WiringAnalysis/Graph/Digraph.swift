/// A compact directed graph over dense node indices, built once from string
/// ids: the algorithms every library's graph rules and `wiring graph` share,
/// written once and library-neutral.
///
/// Storage is one array of edges grouped by source (compressed rows), so a
/// graph of a million edges is two allocations and every walk is a loop over
/// array slices. Every algorithm is iterative: dependency chains can be far
/// deeper than a thread's stack.
///
/// Determinism: node indices follow the ids' sorted order, and each node's
/// outgoing edges are ordered by target, then by their position in the
/// input. Every algorithm visits roots, nodes and edges in that order, so a
/// result depends only on the set of ids and on the order of the edges given
/// — never on hash seeds or on the order nodes were listed in. Parallel edges
/// (same source and target) keep the order they were given in; give them in
/// a total order when that matters (`DependencyGraph.edges` are sorted).
public struct Digraph: Sendable {
    /// One edge: its endpoints as node indices, and its position in the
    /// sequence the graph was built from (to find the caller's own value).
    public struct Edge: Hashable, Sendable {
        public let from: Int
        public let to: Int
        public let index: Int

        public init(from: Int, to: Int, index: Int) {
            self.from = from
            self.to = to
            self.index = index
        }
    }

    /// Each node's id, by index (sorted).
    public let ids: [String]
    private let indexByID: [String: Int]
    /// `out[starts[v]..<starts[v + 1]]` are the edges leaving `v`.
    private let starts: [Int]
    private let out: [Edge]

    /// A graph of the given nodes and edges. An edge's endpoint that is not
    /// among `nodes` becomes a node too; repeated ids are one node.
    public init(nodes: some Sequence<String>, edges: [(from: String, to: String)]) {
        var unique = Set(nodes)
        for e in edges {
            unique.insert(e.from)
            unique.insert(e.to)
        }
        let ids = unique.sorted()
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() { indexByID[id] = i }
        var list: [Edge] = []
        list.reserveCapacity(edges.count)
        for (i, e) in edges.enumerated() { list.append(Edge(from: indexByID[e.from]!, to: indexByID[e.to]!, index: i)) }
        self.init(ids: ids, indexByID: indexByID, edges: list)
    }

    /// The graph of a `DependencyGraph`: an edge's `index` is its position in
    /// `graph.edges`.
    public init(_ graph: DependencyGraph) {
        self.init(nodes: graph.nodes.lazy.map(\.id), edges: graph.edges.map { (from: $0.from, to: $0.to) })
    }

    private init(ids: [String], indexByID: [String: Int], edges: [Edge]) {
        self.ids = ids
        self.indexByID = indexByID
        // a counting sort by source keeps each source's edges in input order;
        // a sort by target within each row makes the order total
        var starts = [Int](repeating: 0, count: ids.count + 1)
        for e in edges { starts[e.from + 1] += 1 }
        for v in 0..<ids.count { starts[v + 1] += starts[v] }
        var next = starts
        var out = [Edge](repeating: Edge(from: 0, to: 0, index: 0), count: edges.count)
        for e in edges {
            out[next[e.from]] = e
            next[e.from] += 1
        }
        for v in 0..<ids.count where starts[v + 1] - starts[v] > 1 {
            out[starts[v]..<starts[v + 1]].sort { ($0.to, $0.index) < ($1.to, $1.index) }
        }
        self.starts = starts
        self.out = out
    }

    public var nodeCount: Int { ids.count }
    public var edgeCount: Int { out.count }

    /// The index of the node with this id.
    public func node(_ id: String) -> Int? { indexByID[id] }

    /// The edges leaving `node`, by target then input position.
    public func edges(from node: Int) -> ArraySlice<Edge> { out[starts[node]..<starts[node + 1]] }

    // MARK: - Reachability

    /// Each node's distance in edges from the nearest root (breadth-first),
    /// nil for nodes not reached. With `maxDepth`, nodes further than that
    /// are not reached. `following` chooses the edges that may be taken.
    public func depths(from roots: some Sequence<Int>, maxDepth: Int? = nil,
                       following: (Edge) -> Bool = { _ in true }) -> [Int?] {
        var depth = [Int?](repeating: nil, count: nodeCount)
        var queue: [Int] = []
        for r in Set(roots).sorted() where depth[r] == nil {
            depth[r] = 0
            queue.append(r)
        }
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            let d = depth[v]! + 1
            if let maxDepth, d > maxDepth { continue }
            for e in edges(from: v) where depth[e.to] == nil && following(e) {
                depth[e.to] = d
                queue.append(e.to)
            }
        }
        return depth
    }

    /// The nodes reachable from `roots` (the roots included), ascending.
    public func reachable(from roots: some Sequence<Int>, maxDepth: Int? = nil,
                          following: (Edge) -> Bool = { _ in true }) -> [Int] {
        let depth = depths(from: roots, maxDepth: maxDepth, following: following)
        return depth.indices.filter { depth[$0] != nil }
    }

    // MARK: - Strongly connected components

    /// The strongly connected components (Tarjan's algorithm, iterative),
    /// each sorted ascending, in the order Tarjan completes them starting
    /// from nodes in index order: a component comes after every component
    /// it reaches (reverse topological order, sinks first). Every node is
    /// in exactly one component.
    public func stronglyConnectedComponents() -> [[Int]] {
        let n = nodeCount
        var order = [Int](repeating: -1, count: n)  // discovery index, -1: not yet visited
        var low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int] = []
        var frames: [(node: Int, cursor: Int)] = []
        var components: [[Int]] = []
        var counter = 0

        for start in 0..<n where order[start] == -1 {
            func enter(_ v: Int) {
                order[v] = counter
                low[v] = counter
                counter += 1
                stack.append(v)
                onStack[v] = true
                frames.append((v, starts[v]))
            }
            enter(start)
            while let frame = frames.last {
                let v = frame.node, cursor = frame.cursor
                if cursor < starts[v + 1] {
                    frames[frames.count - 1].cursor += 1
                    let w = out[cursor].to
                    if order[w] == -1 {
                        enter(w)
                    } else if onStack[w] {
                        low[v] = min(low[v], order[w])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[v]) }
                guard low[v] == order[v] else { continue }
                var component: [Int] = []
                while true {
                    let w = stack.removeLast()
                    onStack[w] = false
                    component.append(w)
                    if w == v { break }
                }
                components.append(component.sorted())
            }
        }
        return components
    }

    /// Whether a component (from `stronglyConnectedComponents`) is a cycle:
    /// more than one node, or one node with an edge to itself.
    public func isCycle(_ component: [Int]) -> Bool {
        guard component.count == 1 else { return component.count > 1 }
        let v = component[0]
        return edges(from: v).contains { $0.to == v }
    }

    /// The components that are cycles, in `stronglyConnectedComponents` order.
    public func cycles() -> [[Int]] { stronglyConnectedComponents().filter(isCycle) }

    // MARK: - Shortest path

    /// A path: its nodes from first to last, and the edges taken between
    /// them (one fewer).
    public struct Path: Hashable, Sendable {
        public var nodes: [Int]
        public var edges: [Edge]
    }

    /// A shortest path (fewest edges, breadth-first) from any of `sources` to
    /// `target`; nil when none reaches it. Ties go to the lower source index,
    /// then to edges in their order. A source that is the target is a path of
    /// one node.
    public func shortestPath(from sources: some Sequence<Int>, to target: Int,
                             following: (Edge) -> Bool = { _ in true }) -> Path? {
        let roots = Set(sources).sorted()
        if roots.contains(target) { return Path(nodes: [target], edges: []) }
        var reached = [Bool](repeating: false, count: nodeCount)
        var via = [Int](repeating: -1, count: nodeCount)  // position in `out` of the edge that reached a node
        var queue: [Int] = []
        for r in roots {
            reached[r] = true
            queue.append(r)
        }
        var head = 0
        search: while head < queue.count {
            let v = queue[head]
            head += 1
            for position in starts[v]..<starts[v + 1] {
                let e = out[position]
                guard !reached[e.to], following(e) else { continue }
                reached[e.to] = true
                via[e.to] = position
                if e.to == target { break search }
                queue.append(e.to)
            }
        }
        guard reached[target] else { return nil }
        var edges: [Edge] = []
        var v = target
        while via[v] >= 0 {
            let e = out[via[v]]
            edges.append(e)
            v = e.from
        }
        edges.reverse()
        return Path(nodes: [v] + edges.map(\.to), edges: edges)
    }

    // MARK: - Scope walk

    /// What `walk` shows its visitor at each step.
    public struct WalkStep: Sendable {
        public let node: Int
        /// The edge that led here; nil for the root.
        public let edge: Edge?
        /// Edges from the root: 0 for the root.
        public let depth: Int
        /// `node` is already on the path to here: the walk reports it and
        /// does not enter it again.
        public let isCycle: Bool
        /// The nodes from the root to this one, both included: for a cycle,
        /// `node` appears twice (where the cycle starts, and last). Valid
        /// during the visit (copy it to keep it).
        public let path: ArraySlice<Int>
        /// The edges of `path` (one fewer).
        public let pathEdges: ArraySlice<Edge>
    }

    public enum WalkDecision: Sendable {
        /// Visit this node's successors (ignored for a cycle or at the depth limit).
        case descend
        /// Do not visit this node's successors; go on with its siblings.
        case skipChildren
        /// End the walk.
        case stop
    }

    /// Visits the tree of paths from `root`, depth first, in edge order: a
    /// node reached along several paths is visited once per path (as
    /// SafeDI's code generator instantiates a type once per place that
    /// needs it, each with its own scope). The visitor decides whether to
    /// descend. A node already on the current path is reported with
    /// `isCycle` and not entered; nodes deeper than `maxDepth` edges are not
    /// visited. The tree can be exponentially larger than the graph (chains
    /// of diamonds): visitors that only need each node once should skip
    /// children of nodes seen before.
    public func walk(from root: Int, maxDepth: Int? = nil, following: (Edge) -> Bool = { _ in true },
                     _ visit: (WalkStep) -> WalkDecision) {
        var onPath = [Bool](repeating: false, count: nodeCount)
        var path: [Int] = [root]
        var pathEdges: [Edge] = []
        // one frame per node on the path being descended: the next edge to try
        var cursors: [Int] = []
        let limit = maxDepth ?? Int.max

        func step(_ node: Int, _ edge: Edge?, cycle: Bool) -> WalkDecision {
            visit(WalkStep(node: node, edge: edge, depth: path.count - 1, isCycle: cycle,
                           path: path[...], pathEdges: pathEdges[...]))
        }
        switch step(root, nil, cycle: false) {
        case .stop, .skipChildren: return
        case .descend: break
        }
        guard limit > 0 else { return }
        onPath[root] = true
        cursors.append(starts[root])
        while let cursor = cursors.last {
            let v = path[path.count - 1]
            guard cursor < starts[v + 1] else {
                // every edge of v tried: back to its parent
                cursors.removeLast()
                onPath[v] = false
                path.removeLast()
                if !pathEdges.isEmpty { pathEdges.removeLast() }
                continue
            }
            cursors[cursors.count - 1] += 1
            let e = out[cursor]
            guard following(e) else { continue }
            path.append(e.to)
            pathEdges.append(e)
            if onPath[e.to] {
                let decision = step(e.to, e, cycle: true)
                path.removeLast()
                pathEdges.removeLast()
                if decision == .stop { return }
                continue
            }
            let decision = step(e.to, e, cycle: false)
            if decision == .stop { return }
            if decision == .descend && path.count - 1 < limit {
                onPath[e.to] = true
                cursors.append(starts[e.to])
            } else {
                path.removeLast()
                pathEdges.removeLast()
            }
        }
    }
}
