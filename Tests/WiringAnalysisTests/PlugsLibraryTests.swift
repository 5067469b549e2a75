import Foundation
import XCTest
import WiringAnalysis
import WiringSyntax
import WiringTestSupport

/// A library that exists only in the tests, written against the public
/// seam alone and given to the analysis as the registry would give it,
/// passes the conformance suite every library passes.
final class PlugsLibraryTests: XCTestCase {
    func testConformance() throws {
        let suite = LibraryConformance(library: PlugsLibrary(), fixtures: try FixtureFiles.fixtures("plugs"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    /// Its summary, navigation and graph reach the workspace's callers
    /// through the capabilities, by no name.
    func testCapabilities() throws {
        let files = ["/w/Lamp.swift": "/// A lamp.\n@Plug struct Lamp {}\n", "/w/Boot.swift": "func boot() {\n    connect(Lamp.self)\n}\n"]
        let session = AnalysisSession(files, libraries: [PlugsLibrary()])
        _ = session.apply(files.keys.sorted())
        let summary = try XCTUnwrap(session.workspace.summaries(path: "/w/Lamp.swift").first)
        XCTAssertEqual(summary.library, "plugs")
        XCTAssertEqual(session.workspace.presentation(library: "plugs")?.lens(summary), "plug: connected 1 time(s)")
        XCTAssertEqual(summary.references.map(\.line), [2])
        let w = session.workspace
        let boot = files["/w/Boot.swift"]!
        let call = try XCTUnwrap(boot.range(of: "connect")).lowerBound.utf16Offset(in: boot)
        XCTAssertEqual(w.navigators.flatMap { $0.definition(path: "/w/Boot.swift", offset: call + 2, in: w) }.map(\.file),
                       ["/w/Lamp.swift"])
        XCTAssertEqual(w.navigators.flatMap { $0.symbols(query: "lam", limit: 10, in: w) }.map(\.name), ["Lamp"])
        let graph = w.graph
        XCTAssertEqual(graph.nodes.map(\.id), ["Lamp"])
        XCTAssertEqual(graph.edges.map(\.kind), ["connects"])
        XCTAssertNotNil(graph.styles["Plugs"])
        XCTAssertTrue(GraphRendering.dot(graph).contains("shape=octagon"))
    }
}
