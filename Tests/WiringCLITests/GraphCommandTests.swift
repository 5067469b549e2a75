import Foundation
import XCTest
import WiringTestSupport

/// `wiring graph` as a user runs it: the real executable on a temporary
/// workspace. Until a library contributes nodes a real workspace's graph is
/// empty, so these tests cover the pipeline (options, workspace, cache,
/// output); `GraphRenderingTests` covers drawing non-empty graphs.
final class GraphCommandTests: XCTestCase {
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Sources/App"),
                                                withIntermediateDirectories: true)
        try Data("struct App {}\n".utf8).write(to: workspace.appendingPathComponent("Package.swift"))
        try Data("struct Root { let service: Service }\nstruct Service {}\n".utf8)
            .write(to: workspace.appendingPathComponent("Sources/App/Root.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
        try? FileManager.default.removeItem(atPath: workspace.path + "-cache")
    }

    func testHelpListsEveryOption() throws {
        let r = try run(["graph", "--help"])
        XCTAssertEqual(r.status, 0)
        for option in ["PATH", "--format", "dot", "mermaid", "json", "--root", "--depth", "--output", "--config",
                       "--no-cache", "--cache-dir", "--verbose"] {
            XCTAssertTrue(r.out.contains(option), "\(option) missing from\n\(r.out)")
        }
        XCTAssertTrue(try run(["--help"]).out.contains("wiring graph"), "the main help names the command")
    }

    func testEveryFormat() throws {
        let dot = try run(["graph", "."])
        XCTAssertEqual(dot.status, 0, dot.err)
        XCTAssertTrue(dot.out.hasPrefix("digraph wiring {\n"), "DOT by default: \(dot.out)")
        XCTAssertTrue(dot.out.hasSuffix("}\n"), dot.out)
        XCTAssertEqual(try run(["graph", "--format", "dot", "."]).out, dot.out)

        let mermaid = try run(["graph", "--format", "mermaid"])
        XCTAssertEqual(mermaid.status, 0, mermaid.err)
        XCTAssertEqual(mermaid.out, "flowchart LR\n")

        let json = try run(["graph", "--format=json", "."])
        XCTAssertEqual(json.status, 0, json.err)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(doc["version"] as? Int, 1)
        XCTAssertEqual((doc["nodes"] as? [Any])?.count, 0)
        XCTAssertEqual((doc["edges"] as? [Any])?.count, 0)
        XCTAssertEqual(json.err, "", "nothing on stderr")
    }

    func testAFileNamesItsWorkspace() throws {
        let r = try run(["graph", "--format", "json", "Sources/App/Root.swift"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.hasPrefix(#"{"version": 1"#), r.out)
    }

    func testUnknownRootExitsWithTwo() throws {
        let r = try run(["graph", "--root", "Nowhere", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.out, "", "nothing drawn")
        XCTAssertTrue(r.err.contains("wiring graph: no type 'Nowhere' in the dependency graph"), r.err)
        let deep = try run(["graph", "--root", "Nowhere", "--depth", "0", "."])
        XCTAssertEqual(deep.status, 2)
    }

    func testOutputFile() throws {
        let r = try run(["graph", "--format", "mermaid", "--output", "graph.mmd", "."])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "", "the graph goes to the file only")
        XCTAssertEqual(String(decoding: try Data(contentsOf: workspace.appendingPathComponent("graph.mmd")), as: UTF8.self),
                       "flowchart LR\n")
        // replaced on the next run
        XCTAssertEqual(try run(["graph", "--output", "graph.mmd", "."]).status, 0)
        XCTAssertTrue(String(decoding: try Data(contentsOf: workspace.appendingPathComponent("graph.mmd")), as: UTF8.self)
            .hasPrefix("digraph"))
        let unwritable = try run(["graph", "--output", "no/such/dir/graph.dot", "."])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.err.contains("cannot write no/such/dir/graph.dot"), unwritable.err)
    }

    func testCacheOptions() throws {
        let cache = workspace.path + "-cache"
        XCTAssertEqual(try run(["graph", "--no-cache", "."]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache), "--no-cache writes no index")
        let first = try run(["graph", "--cache-dir", cache + "/here", "--verbose", "."])
        XCTAssertEqual(first.status, 0, first.err)
        XCTAssertTrue(first.err.contains("0 nodes, 0 edges"), first.err)
        let index = try FileManager.default.contentsOfDirectory(atPath: cache + "/here")
        XCTAssertFalse(index.isEmpty, "the index is written")
        let second = try run(["graph", "--cache-dir", cache + "/here", "."])
        XCTAssertEqual(second.out, first.out, "the same graph from the cache")
    }

    func testBadUsage() throws {
        for args in [["graph", "--format", "svg"], ["graph", "--depth", "2"], ["graph", "--root", "A", "--depth", "-1"],
                     ["graph", "--root", "A", "--depth", "two"], ["graph", "--root"], ["graph", "--frobnicate"],
                     ["graph", "no/such/dir"], ["graph", ".", "Sources"]] {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertFalse(r.err.isEmpty, "\(args): a message")
            XCTAssertEqual(r.out, "", "\(args)")
        }
        try Data(#"{"rules": {"initializable/waitfor-requires-async": "loud"}}"#.utf8).write(to: workspace.appendingPathComponent(".wiring.json"))
        XCTAssertEqual(try run(["graph", "."]).status, 2, "invalid configuration")
    }

    // MARK: running the executable

    func run(_ args: [String]) throws -> WiringRun {
        // the index goes to a folder of the test's own, not the user's cache
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = workspace.path + "-cache"
        return try runWiring(args, in: workspace, environment: environment)
    }
}
