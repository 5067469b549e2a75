/// A compact directed graph over dense node indices: the algorithms the
/// libraries and `wiring graph` share, written once and library-neutral.
///
/// Storage is one array of edges grouped by source (compressed rows), so a
/// graph of a million edges is two allocations and every walk is a loop over
/// array slices. Every algorithm is iterative: dependency chains can be far
/// deeper than a thread's stack.
///
/// Determinism: a graph built from string ids has its node indices in the
/// ids' sorted order and each node's outgoing edges ordered by target, then
/// by their position in the input; a graph built from indices keeps each
/// node's edges in the order given. Every algorithm visits roots, nodes and
/// edges in that order, so a result depends only on the graph given — never
/// on hash seeds or on the order nodes were listed in.
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

    /// Each node's id, by index (sorted); empty for a graph built from indices.
    public let ids: [String]
    private let indexByID: [String: Int]
    public let nodeCount: Int
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
        self.init(ids: ids, indexByID: indexByID, nodeCount: ids.count, edges: list, sortingRows: true)
    }

    /// A graph of nodes `0..<nodeCount` and these edges (an edge's `index`
    /// is its position here); each node's edges keep the order given.
    public init(nodeCount: Int, edges: [(from: Int, to: Int)]) {
        self.init(ids: [], indexByID: [:], nodeCount: nodeCount,
                  edges: edges.enumerated().map { Edge(from: $1.from, to: $1.to, index: $0) }, sortingRows: false)
    }

    /// The graph of a `DependencyGraph`: an edge's `index` is its position in
    /// `graph.edges`.
    public init(_ graph: DependencyGraph) {
        self.init(nodes: graph.nodes.lazy.map(\.id), edges: graph.edges.map { (from: $0.from, to: $0.to) })
    }

    private init(ids: [String], indexByID: [String: Int], nodeCount: Int, edges: [Edge], sortingRows: Bool) {
        self.ids = ids
        self.indexByID = indexByID
        self.nodeCount = nodeCount
        // a counting sort by source keeps each source's edges in input order;
        // a sort by target within each row makes the order total
        var starts = [Int](repeating: 0, count: nodeCount + 1)
        for e in edges { starts[e.from + 1] += 1 }
        for v in 0..<nodeCount { starts[v + 1] += starts[v] }
        var next = starts
        var out = [Edge](repeating: Edge(from: 0, to: 0, index: 0), count: edges.count)
        for e in edges {
            out[next[e.from]] = e
            next[e.from] += 1
        }
        if sortingRows {
            for v in 0..<nodeCount where starts[v + 1] - starts[v] > 1 {
                out[starts[v]..<starts[v + 1]].sort { ($0.to, $0.index) < ($1.to, $1.index) }
            }
        }
        self.starts = starts
        self.out = out
    }

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

    // MARK: - Scope walk

    /// What `walk` shows its visitor at each step.
    public struct WalkStep: Sendable {
        public let node: Int
        /// The edge that led here; nil for the root.
        public let edge: Edge?
        /// Edges from the root: 0 for the root.
        public let depth: Int
        /// The step closes a cycle (`walk` says when): the walk reports it
        /// and does not enter it.
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
    /// node reached along several paths is visited once per path (as a code
    /// generator that builds a type once per place that needs it, each with
    /// its own scope, walks it). The visitor decides whether to descend. A
    /// step that would close a cycle is reported with `isCycle` and not
    /// entered: by default a step to a node already on the path; with
    /// `cycleKey`, a step by an edge whose key an edge on the path has (a
    /// node may then be on the path more than once; keys are small
    /// non-negative numbers, counted in an array). Nodes deeper than
    /// `maxDepth` edges are not visited. The tree can be exponentially
    /// larger than the graph (chains of diamonds): visitors that only need
    /// each node once should skip children of nodes seen before.
    public func walk(from root: Int, maxDepth: Int? = nil, following: (Edge) -> Bool = { _ in true },
                     cycleKey: ((Edge) -> Int)? = nil, _ visit: (WalkStep) -> WalkDecision) {
        var onPath = [Bool](repeating: false, count: cycleKey == nil ? nodeCount : 0)
        var keysOnPath: [Int32] = []
        var path: [Int] = [root]
        var pathEdges: [Edge] = []
        // one frame per node on the path being descended: the next edge to try
        var cursors: [Int] = []
        let limit = maxDepth ?? Int.max

        func step(_ node: Int, _ edge: Edge?, cycle: Bool) -> WalkDecision {
            visit(WalkStep(node: node, edge: edge, depth: path.count - 1, isCycle: cycle,
                           path: path[...], pathEdges: pathEdges[...]))
        }
        func closesCycle(_ e: Edge) -> Bool {
            if let cycleKey {
                let key = cycleKey(e)
                return key < keysOnPath.count && keysOnPath[key] > 0
            }
            return onPath[e.to]
        }
        func enter(_ e: Edge?, _ node: Int) {
            if let cycleKey {
                if let e {
                    let key = cycleKey(e)
                    if key >= keysOnPath.count { keysOnPath += [Int32](repeating: 0, count: key + 1 - keysOnPath.count) }
                    keysOnPath[key] += 1
                }
            } else {
                onPath[node] = true
            }
            cursors.append(starts[node])
        }
        func leave(_ e: Edge?, _ node: Int) {
            if let cycleKey {
                if let e { keysOnPath[cycleKey(e)] -= 1 }
            } else {
                onPath[node] = false
            }
        }
        switch step(root, nil, cycle: false) {
        case .stop, .skipChildren: return
        case .descend: break
        }
        guard limit > 0 else { return }
        enter(nil, root)
        while let cursor = cursors.last {
            let v = path[path.count - 1]
            guard cursor < starts[v + 1] else {
                // every edge of v tried: back to its parent
                cursors.removeLast()
                leave(pathEdges.last, v)
                path.removeLast()
                if !pathEdges.isEmpty { pathEdges.removeLast() }
                continue
            }
            cursors[cursors.count - 1] += 1
            let e = out[cursor]
            guard following(e) else { continue }
            let cycle = closesCycle(e)
            path.append(e.to)
            pathEdges.append(e)
            if cycle {
                let decision = step(e.to, e, cycle: true)
                path.removeLast()
                pathEdges.removeLast()
                if decision == .stop { return }
                continue
            }
            let decision = step(e.to, e, cycle: false)
            if decision == .stop { return }
            if decision == .descend && path.count - 1 < limit {
                enter(e, e.to)
            } else {
                path.removeLast()
                pathEdges.removeLast()
            }
        }
    }
}

// MARK: - Cycles

extension Digraph {
    /// The strongly connected components that hold a cycle (more than one
    /// node, or one node with an edge to itself), each as its nodes in
    /// ascending order; components ordered by their smallest node. Tarjan's
    /// algorithm with an explicit stack. `following` chooses the edges.
    public func cyclicComponents(following: (Edge) -> Bool = { _ in true }) -> [[Int]] {
        var index = [Int](repeating: -1, count: nodeCount)
        var low = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        // frames: node and the next edge position to look at
        var frames: [(node: Int, next: Int)] = []
        for root in 0..<nodeCount where index[root] < 0 {
            frames.append((root, starts[root]))
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let top = frames.last {
                let v = top.node
                if top.next < starts[v + 1] {
                    let e = out[top.next]
                    frames[frames.count - 1].next += 1
                    guard following(e) else { continue }
                    let w = e.to
                    if index[w] < 0 {
                        index[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack[w] = true
                        frames.append((w, starts[w]))
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.node] = min(low[parent.node], low[v]) }
                guard low[v] == index[v] else { continue }
                var component: [Int] = []
                while let w = stack.popLast() {
                    onStack[w] = false
                    component.append(w)
                    if w == v { break }
                }
                let selfLoop = component.count == 1 && edges(from: v).contains { $0.to == v && following($0) }
                if component.count > 1 || selfLoop { components.append(component.sorted()) }
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }

    /// A shortest cycle through `start` using only edges between `within`'s
    /// nodes (and chosen by `following`): its edges in order, the first
    /// leaving `start` and the last entering it; nil when there is none.
    /// Breadth-first, so the result is the same for the same graph.
    public func shortestCycle(through start: Int, within: Set<Int>, following: (Edge) -> Bool = { _ in true }) -> [Edge]? {
        var via: [Int: Edge] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            for e in edges(from: v) where within.contains(e.to) && following(e) {
                if e.to == start {
                    var path = [e]
                    var at = v
                    while at != start, let back = via[at] {
                        path.append(back)
                        at = back.from
                    }
                    return path.reversed()
                }
                if via[e.to] == nil && e.to != start {
                    via[e.to] = e
                    queue.append(e.to)
                }
            }
        }
        return nil
    }
}
