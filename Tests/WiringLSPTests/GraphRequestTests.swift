import Foundation
import XCTest
import WiringTestSupport

/// `workspace/executeCommand` `wiring.graph` over the protocol. Until a
/// library contributes nodes a workspace's graph is empty: these tests cover
/// the command's surface (registration, arguments, formats, errors);
/// `GraphRenderingTests` covers drawing non-empty graphs.
final class GraphRequestTests: XCTestCase {
    func testGraphCommand() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-lsp-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct Root { let service: Service }\n".utf8).write(to: root.appendingPathComponent("Root.swift"))

        let client = try LSPTestClient()
        let initialized = try client.start(rootURI: root.absoluteString)
        let commands = initialized.object("capabilities")?.object("executeCommandProvider")?.array("commands") as? [String]
        XCTAssertTrue(commands?.contains("wiring.graph") == true, "\(String(describing: commands))")
        // a document opened just before: the answer waits for its analysis
        client.open(root.appendingPathComponent("Service.swift").absoluteString, "struct Service {}\n")

        func graph(_ arguments: Any?) throws -> Any {
            var params: [String: Any] = ["command": "wiring.graph"]
            if let arguments { params["arguments"] = arguments }
            return try client.result("workspace/executeCommand", params)
        }
        func failure(_ arguments: Any) throws -> JSONObject {
            let response = try client.request("workspace/executeCommand", ["command": "wiring.graph", "arguments": arguments])
            XCTAssertEqual(response.errorCode, -32602, "\(arguments): \(response)")
            return response.object("error") ?? [:]
        }

        // json by default, as an object
        for arguments in [nil, [Any](), [NSNull()], [["format": "json"]]] as [Any?] {
            let doc = try XCTUnwrap(try graph(arguments) as? JSONObject, "\(String(describing: arguments))")
            XCTAssertEqual(doc.int("version"), 1)
            XCTAssertEqual(doc.array("nodes")?.count, 0)
            XCTAssertEqual(doc.array("edges")?.count, 0)
        }
        let dot = try XCTUnwrap(try graph([["format": "dot"]]) as? String)
        XCTAssertTrue(dot.hasPrefix("digraph wiring {\n") && dot.hasSuffix("}\n"), dot)
        XCTAssertEqual(try graph([["format": "mermaid"]]) as? String, "flowchart LR\n")

        let unknownRoot = try failure([["root": "Nowhere", "depth": 1]])
        XCTAssertTrue(unknownRoot.string("message")?.contains("no type 'Nowhere'") == true, "\(unknownRoot)")
        for bad in [[["format": "svg"]], [["depth": 1]], [["root": "Root", "depth": -1]], [["root": "Root", "depth": "2"]],
                    [["root": 3]], ["dot"]] as [Any] {
            _ = try failure(bad)
        }
        try client.stop()
    }
}
