import XCTest
import WiringTestSupport
@testable import WiringAnalysis

/// `Digraph`: reachability, strongly connected components, shortest paths
/// and the scope walk on small shapes, on chains far deeper than a stack,
/// and independent of the order nodes and edges are given in.
final class DigraphTests: XCTestCase {
    /// A graph from "a>b" pairs; node ids are single strings.
    private func graph(_ edges: [String], nodes: [String] = []) -> Digraph {
        Digraph(nodes: nodes, edges: edges.map { pair in
            let parts = pair.split(separator: ">").map(String.init)
            return (from: parts[0], to: parts[1])
        })
    }

    private func ids(_ g: Digraph, _ nodes: [Int]) -> [String] { nodes.map { g.ids[$0] } }
    private func n(_ g: Digraph, _ id: String) -> Int { g.node(id)! }

    // MARK: Building

    func testNodesAreSortedIdsAndEdgeEndpointsBecomeNodes() {
        let g = graph(["c>a", "b>c"], nodes: ["d", "b", "d"])
        XCTAssertEqual(g.ids, ["a", "b", "c", "d"])
        XCTAssertEqual(g.nodeCount, 4)
        XCTAssertEqual(g.edgeCount, 2)
        XCTAssertNil(g.node("e"))
        XCTAssertEqual(g.edges(from: n(g, "c")).map(\.index), [0])
        XCTAssertTrue(g.edges(from: n(g, "a")).isEmpty)
    }

    func testEdgesOfANodeAreOrderedByTargetThenInputPosition() {
        let g = graph(["a>c", "a>b", "a>c", "a>a"])
        XCTAssertEqual(g.edges(from: n(g, "a")).map { "\(g.ids[$0.to])\($0.index)" }, ["a3", "b1", "c0", "c2"])
    }

    func testBuiltFromADependencyGraph() {
        let dg = DependencyGraph(
            nodes: [.init(id: "App.Root", name: "Root", kind: "root", framework: "SafeDI")],
            edges: [.init(from: "App.Root", to: "App.Service", label: "service", kind: "instantiated")])
        let g = Digraph(dg)
        XCTAssertEqual(g.ids, ["App.Root", "App.Service"])
        XCTAssertEqual(g.edges(from: 0).map(\.index), [0])
    }

    // MARK: Reachability

    func testReachabilityOnChainsDiamondsCyclesAndDisconnectedParts() {
        let g = graph(["a>b", "b>c", "a>d", "d>c", "c>a", "x>y", "z>z"])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "b")])), ["a", "b", "c", "d"])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "x")])), ["x", "y"])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "y")])), ["y"])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "z")])), ["z"])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "y"), n(g, "d")])), ["a", "b", "c", "d", "y"])
        XCTAssertEqual(g.reachable(from: []), [])
    }

    func testDepthsAreBreadthFirstAndLimited() {
        let g = graph(["a>b", "b>c", "c>d", "a>c"])
        let depths = g.depths(from: [n(g, "a")])
        XCTAssertEqual(depths, [0, 1, 1, 2])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "a")], maxDepth: 1)), ["a", "b", "c"])
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "a")], maxDepth: 0)), ["a"])
        // only the edges chosen
        XCTAssertEqual(ids(g, g.reachable(from: [n(g, "a")], following: { g.ids[$0.to] != "c" })), ["a", "b"])
    }

    // MARK: Strongly connected components

    func testComponentsOfCycles() {
        // a 2-cycle, a self-loop, a 3-cycle containing a 2-cycle (nested), a chain between them
        let g = graph(["a>b", "b>a", "b>s", "s>s", "s>p", "p>q", "q>r", "r>p", "q>p", "r>t"])
        let components = g.stronglyConnectedComponents().map { ids(g, $0) }
        XCTAssertEqual(components, [["t"], ["p", "q", "r"], ["s"], ["a", "b"]], "sinks first, each sorted")
        XCTAssertEqual(g.cycles().map { ids(g, $0) }, [["p", "q", "r"], ["s"], ["a", "b"]])
        XCTAssertFalse(g.isCycle([n(g, "t")]))
        XCTAssertTrue(g.isCycle([n(g, "s")]))
    }

    func testComponentsOfAcyclicAndDisconnectedGraphs() {
        let g = graph(["a>b", "a>c", "b>d", "c>d"], nodes: ["lonely"])
        XCTAssertEqual(g.stronglyConnectedComponents().map { ids(g, $0) }, [["d"], ["b"], ["c"], ["a"], ["lonely"]])
        XCTAssertTrue(g.cycles().isEmpty)
        XCTAssertTrue(Digraph(nodes: [], edges: []).stronglyConnectedComponents().isEmpty)
    }

    /// Every node of a component reaches every other, and no two components
    /// reach each other, on a random graph (checked against reachability).
    func testComponentsAgreeWithReachability() {
        var rng = SeededRandom(seed: 7)
        let names = (0..<40).map { "n\($0)" }
        let edges = (0..<70).map { _ in "\(names[rng.int(40)])>\(names[rng.int(40)])" }
        let g = graph(edges, nodes: names)
        let reach = (0..<g.nodeCount).map { Set(g.reachable(from: [$0])) }
        let components = g.stronglyConnectedComponents()
        XCTAssertEqual(components.flatMap { $0 }.sorted(), Array(0..<g.nodeCount))
        var componentOf = [Int](repeating: -1, count: g.nodeCount)
        for (i, c) in components.enumerated() { for v in c { componentOf[v] = i } }
        for u in 0..<g.nodeCount {
            for v in 0..<g.nodeCount {
                let same = reach[u].contains(v) && reach[v].contains(u)
                XCTAssertEqual(same, componentOf[u] == componentOf[v], "\(u) \(v)")
                // reverse topological: what a component reaches comes before it
                if reach[u].contains(v) { XCTAssertLessThanOrEqual(componentOf[v], componentOf[u]) }
            }
        }
    }

    // MARK: Shortest path

    func testShortestPathTakesFewestEdgesAndReportsThem() throws {
        let g = graph(["r>a", "a>b", "b>t", "r>c", "c>t", "s>t"])
        let path = try XCTUnwrap(g.shortestPath(from: [n(g, "r")], to: n(g, "t")))
        XCTAssertEqual(ids(g, path.nodes), ["r", "c", "t"])
        XCTAssertEqual(path.edges.map(\.index), [3, 4])
        XCTAssertEqual(path.edges.map(\.from), Array(path.nodes.dropLast()))
        XCTAssertEqual(path.edges.map(\.to), Array(path.nodes.dropFirst()))
        // several sources: the nearest; a source that is the target; none
        XCTAssertEqual(ids(g, try XCTUnwrap(g.shortestPath(from: [n(g, "r"), n(g, "s")], to: n(g, "t"))).nodes), ["s", "t"])
        XCTAssertEqual(try XCTUnwrap(g.shortestPath(from: [n(g, "t")], to: n(g, "t"))), .init(nodes: [n(g, "t")], edges: []))
        XCTAssertNil(g.shortestPath(from: [n(g, "t")], to: n(g, "r")))
        XCTAssertNil(g.shortestPath(from: [], to: n(g, "r")))
        // only the edges chosen
        XCTAssertEqual(ids(g, try XCTUnwrap(g.shortestPath(from: [n(g, "r")], to: n(g, "t"),
                                                           following: { $0.index != 4 })).nodes), ["r", "a", "b", "t"])
    }

    func testShortestPathTiesAndParallelEdgesAreDecidedByOrder() throws {
        // two paths of equal length: through the lower id; parallel edges: the first given
        let g = graph(["r>y", "r>x", "x>t", "y>t", "r>x"])
        let path = try XCTUnwrap(g.shortestPath(from: [n(g, "r")], to: n(g, "t")))
        XCTAssertEqual(ids(g, path.nodes), ["r", "x", "t"])
        XCTAssertEqual(path.edges.map(\.index), [1, 2])
    }

    func testShortestPathThroughCycles() throws {
        let g = graph(["a>b", "b>a", "b>c", "c>c", "c>d"])
        XCTAssertEqual(ids(g, try XCTUnwrap(g.shortestPath(from: [n(g, "a")], to: n(g, "d"))).nodes), ["a", "b", "c", "d"])
    }

    // MARK: Scope walk

    private func walkLog(_ g: Digraph, from root: String, maxDepth: Int? = nil,
                         decide: (Digraph.WalkStep) -> Digraph.WalkDecision = { _ in .descend }) -> [String] {
        var log: [String] = []
        g.walk(from: n(g, root), maxDepth: maxDepth) { step in
            XCTAssertEqual(step.path.count, step.depth + 1)
            XCTAssertEqual(step.pathEdges.count, step.depth)
            XCTAssertEqual(step.path.last, step.node)
            XCTAssertEqual(step.edge, step.pathEdges.last)
            log.append(ids(g, Array(step.path)).joined(separator: ">") + (step.isCycle ? " (cycle)" : ""))
            return decide(step)
        }
        return log
    }

    func testWalkVisitsANodeOncePerPath() {
        // a diamond: d is visited under b and under c
        let g = graph(["a>b", "a>c", "b>d", "c>d", "d>e"])
        XCTAssertEqual(walkLog(g, from: "a"), ["a", "a>b", "a>b>d", "a>b>d>e", "a>c", "a>c>d", "a>c>d>e"])
    }

    func testWalkReportsCyclesWithoutEnteringThem() {
        let g = graph(["a>b", "b>c", "c>a", "c>c", "b>d"])
        XCTAssertEqual(walkLog(g, from: "a"), ["a", "a>b", "a>b>c", "a>b>c>a (cycle)", "a>b>c>c (cycle)", "a>b>d"])
        XCTAssertEqual(walkLog(graph(["a>a"]), from: "a"), ["a", "a>a (cycle)"])
    }

    func testWalkDecisionsAndDepthLimit() {
        let g = graph(["a>b", "a>c", "b>d", "c>e", "e>f"])
        XCTAssertEqual(walkLog(g, from: "a", decide: { g.ids[$0.node] == "b" ? .skipChildren : .descend }),
                       ["a", "a>b", "a>c", "a>c>e", "a>c>e>f"])
        XCTAssertEqual(walkLog(g, from: "a", decide: { g.ids[$0.node] == "d" ? .stop : .descend }), ["a", "a>b", "a>b>d"])
        XCTAssertEqual(walkLog(g, from: "a", maxDepth: 1), ["a", "a>b", "a>c"])
        XCTAssertEqual(walkLog(g, from: "a", maxDepth: 0), ["a"])
        XCTAssertEqual(walkLog(g, from: "a", decide: { _ in .skipChildren }), ["a"])
        var seen = Set<Int>()
        // a visitor that takes each node once: skips what it saw before
        let once = graph(["a>b", "a>c", "b>d", "c>d", "d>e"])
        XCTAssertEqual(walkLog(once, from: "a", decide: { seen.insert($0.node).inserted ? .descend : .skipChildren }),
                       ["a", "a>b", "a>b>d", "a>b>d>e", "a>c", "a>c>d"])
    }

    // MARK: Deep graphs

    func testHundredThousandNodeChainNeedsNoStack() throws {
        let count = 100_000
        // ids that sort in chain order
        let names = (0..<count).map { String(format: "n%06d", $0) }
        var edges = (1..<count).map { (from: names[$0 - 1], to: names[$0]) }
        edges.append((from: names[count - 1], to: names[0]))  // one cycle through all of them
        let g = Digraph(nodes: names, edges: edges)
        XCTAssertEqual(g.reachable(from: [count - 1]).count, count)
        XCTAssertEqual(g.depths(from: [0])[count - 1], count - 1)
        XCTAssertEqual(g.stronglyConnectedComponents().count, 1)
        let path = try XCTUnwrap(g.shortestPath(from: [0], to: count - 1))
        XCTAssertEqual(path.nodes.count, count)
        var visited = 0, deepest = 0, cycles = 0
        g.walk(from: 0) { step in
            visited += 1
            deepest = max(deepest, step.depth)
            if step.isCycle { cycles += 1 }
            return .descend
        }
        XCTAssertEqual(visited, count + 1)
        XCTAssertEqual(deepest, count)
        XCTAssertEqual(cycles, 1)

        // without the closing edge: one component per node
        let chain = Digraph(nodes: names, edges: Array(edges.dropLast()))
        XCTAssertEqual(chain.stronglyConnectedComponents().count, count)
        XCTAssertEqual(chain.stronglyConnectedComponents().first, [count - 1], "the sink first")
    }

    // MARK: Determinism

    /// Nodes given in any order, with repeats, give the same results; edges
    /// given in any order give the same results up to their positions.
    func testResultsDoNotDependOnInputOrder() {
        var rng = SeededRandom(seed: 42)
        let names = (0..<60).map { "t\($0 * 7919 % 60)" }
        var pairs = Set<String>()
        while pairs.count < 120 { pairs.insert("\(names[rng.int(60)])>\(names[rng.int(60)])") }
        let edges = pairs.sorted()

        func summary(_ g: Digraph) -> [String] {
            var lines = g.stronglyConnectedComponents().map { ids(g, $0).joined(separator: " ") }
            lines += ids(g, g.reachable(from: [0]))
            for target in 0..<g.nodeCount {
                // edges by content, not position
                let path = g.shortestPath(from: [0, 1], to: target)
                lines.append(path.map { ids(g, $0.nodes).joined(separator: ">") } ?? "-")
            }
            g.walk(from: 0, maxDepth: 3) { step in
                lines.append(ids(g, Array(step.path)).joined(separator: ">"))
                return .descend
            }
            return lines
        }
        let reference = summary(graph(edges, nodes: names))
        for _ in 0..<5 {
            var shuffledNodes = names + names.prefix(10)
            var shuffledEdges = edges
            rng.shuffle(&shuffledNodes)
            rng.shuffle(&shuffledEdges)
            XCTAssertEqual(summary(graph(shuffledEdges, nodes: shuffledNodes)), reference)
        }
    }
}
