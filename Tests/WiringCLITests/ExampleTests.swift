import Foundation
import XCTest

/// The bundled examples say what the README shows.
final class ExampleTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run(_ args: [String]) throws -> (status: Int32, out: String) {
        let p = Process()
        p.executableURL = try CheckCommandTests.executable()
        p.arguments = args
        p.currentDirectoryURL = Self.repo
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self))
    }

    /// The SafeDI app: exactly its two deliberate mistakes, with the chain.
    func testSafeDIDemoFindings() throws {
        let r = try run(["check", "Examples/SafeDIDemo", "--no-cache", "--format", "json"])
        XCTAssertEqual(r.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { d in
            "\((d["file"] as? String ?? "").split(separator: "/").last ?? ""):\(d["line"] as? Int ?? 0) \(d["rule"] as? String ?? "")"
        }
        XCTAssertEqual(found, ["LoggedIn.swift:29 safedi/unfulfillable-received", "LoggedIn.swift:50 safedi/dependency-cycle"])
        XCTAssertEqual(diagnostics.first?["message"] as? String,
                       "@Received property `analytics: Analytics` is not @Instantiated or @Forwarded in chain:\n\tApp -> Instantiator<LoggedInFlow> -> Feed")
        let related = (diagnostics.first?["related"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertEqual(related, ["root `App`", "`App` instantiates `loggedInFlowBuilder: Instantiator<LoggedInFlow>`",
                                 "`LoggedInFlow` instantiates `feed: Feed`"])
    }

    /// Its graph: every type a node, the two findings on their edges.
    func testSafeDIDemoGraph() throws {
        let r = try run(["graph", "Examples/SafeDIDemo", "--no-cache", "--format", "json"])
        XCTAssertEqual(r.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let nodes = (json["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        for t in ["App", "AuthService", "DefaultNetworkService", "Feed", "LoggedInFlow", "Profile", "Settings"] {
            XCTAssertTrue(nodes.contains(t), "no node \(t) in \(nodes)")
        }
        let flagged = (json["edges"] as? [[String: Any]] ?? []).filter { !(($0["findings"] as? [String]) ?? []).isEmpty }
            .map { "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "") \($0["label"] as? String ?? "")" }
        XCTAssertEqual(flagged.sorted(), ["Feed -> Analytics analytics", "Profile -> Settings settings"])
    }
}
