import XCTest
import WiringTestSupport
@testable import WiringAnalysis

/// `Digraph`: breadth-first depths and the scope walk on small shapes, on
/// chains far deeper than a stack, and independent of the order nodes and
/// edges are given in.
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

    /// The nodes `depths` reaches, ascending.
    private func reachable(_ g: Digraph, from roots: [Int], maxDepth: Int? = nil,
                           following: (Digraph.Edge) -> Bool = { _ in true }) -> [Int] {
        let depth = g.depths(from: roots, maxDepth: maxDepth, following: following)
        return depth.indices.filter { depth[$0] != nil }
    }

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

    func testBuiltFromIndicesKeepsEachNodesEdgesInOrder() {
        let g = Digraph(nodeCount: 3, edges: [(0, 2), (0, 1), (2, 0), (0, 2)])
        XCTAssertEqual(g.nodeCount, 3)
        XCTAssertEqual(g.ids, [])
        XCTAssertEqual(g.edges(from: 0).map(\.index), [0, 1, 3])
        XCTAssertEqual(g.edges(from: 2).map(\.to), [0])
        XCTAssertTrue(g.edges(from: 1).isEmpty)
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
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "b")])), ["a", "b", "c", "d"])
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "x")])), ["x", "y"])
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "y")])), ["y"])
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "z")])), ["z"])
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "y"), n(g, "d")])), ["a", "b", "c", "d", "y"])
        XCTAssertEqual(reachable(g, from: []), [])
    }

    func testDepthsAreBreadthFirstAndLimited() {
        let g = graph(["a>b", "b>c", "c>d", "a>c"])
        let depths = g.depths(from: [n(g, "a")])
        XCTAssertEqual(depths, [0, 1, 1, 2])
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "a")], maxDepth: 1)), ["a", "b", "c"])
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "a")], maxDepth: 0)), ["a"])
        // only the edges chosen
        XCTAssertEqual(ids(g, reachable(g, from: [n(g, "a")], following: { g.ids[$0.to] != "c" })), ["a", "b"])
    }

    // MARK: Scope walk

    private func walkLog(_ g: Digraph, from root: String, maxDepth: Int? = nil, cycleKey: ((Digraph.Edge) -> Int)? = nil,
                         decide: (Digraph.WalkStep) -> Digraph.WalkDecision = { _ in .descend }) -> [String] {
        var log: [String] = []
        g.walk(from: n(g, root), maxDepth: maxDepth, cycleKey: cycleKey) { step in
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

    /// With a key per edge, a cycle is an edge whose key is on the path: a
    /// node is entered again by another key (a scope built again through
    /// another property).
    func testWalkWithACycleKey() {
        // edges a>b (key 1), b>a (key 2), a>b again (key 1): the second a is entered
        let g = graph(["a>b", "b>a"])
        let keys = [1, 2]
        XCTAssertEqual(walkLog(g, from: "a", cycleKey: { keys[$0.index] }), ["a", "a>b", "a>b>a", "a>b>a>b (cycle)"])
        XCTAssertEqual(walkLog(g, from: "a", cycleKey: { _ in 7 }), ["a", "a>b", "a>b>a (cycle)"])
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

    func testHundredThousandNodeChainNeedsNoStack() {
        let count = 100_000
        // ids that sort in chain order
        let names = (0..<count).map { String(format: "n%06d", $0) }
        var edges = (1..<count).map { (from: names[$0 - 1], to: names[$0]) }
        edges.append((from: names[count - 1], to: names[0]))  // one cycle through all of them
        let g = Digraph(nodes: names, edges: edges)
        XCTAssertEqual(reachable(g, from: [count - 1]).count, count)
        XCTAssertEqual(g.depths(from: [0])[count - 1], count - 1)
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
            var lines = ids(g, reachable(g, from: [0]))
            lines += g.depths(from: [0, 1]).map { $0.map(String.init) ?? "-" }
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
