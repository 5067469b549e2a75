import Foundation
import XCTest
import WiringTestSupport

/// Where the server's log lines go: to the client as `window/logMessage`
/// with their level, to stderr only when they are errors, and all of them
/// to `$WIRING_LOG_FILE`.
final class LoggingTests: XCTestCase {
    private func workspace() throws -> URL {
        let dir = try makeTemporaryDirectory()
        try "struct A {}\n".write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    func testInformationGoesToTheClientAndStderrStaysEmpty() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        let initialized = try client.logMessage { $0.string("message")?.hasPrefix("initialized by WiringLSPTests") == true }
        XCTAssertEqual(initialized.int("type"), 3, "information")
        let indexed = try client.logMessage { $0.string("message")?.hasPrefix("indexed ") == true }
        XCTAssertEqual(indexed.string("message"), "indexed 1 Swift file (1 parsed, 0 from the cache)")
        XCTAssertEqual(indexed.int("type"), 3)
        let uri = fileURI(dir.appendingPathComponent("A.swift"))
        client.open(uri, "struct A {}\n")
        _ = try client.diagnostics(uri)
        try client.stop()
        XCTAssertEqual(client.stderrText, "")
        XCTAssertFalse(client.logLines.contains { $0.int("type") == 4 }, "detail is not sent at the default level")
    }

    func testWarningsAreSentAsWarnings() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"exclud": []}"#.write(to: dir.appendingPathComponent(".wiring.json"), atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        try client.start(rootURI: fileURI(dir))
        let warning = try client.logMessage { $0.string("message")?.contains("unknown key 'exclud'") == true }
        XCTAssertEqual(warning.int("type"), 2)
        XCTAssertEqual(warning.string("message"),
                       "configuration: \(dir.path)/.wiring.json:1:2: unknown key 'exclud' ignored; did you mean 'exclude'?")
        try client.stop()
    }

    func testLogLevelChoosesWhatIsSentAndTheLogFileGetsEverything() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let logFile = dir.appendingPathComponent("server.log")
        let quiet = try LSPTestClient(environment: ["WIRING_LOG_FILE": logFile.path])
        try quiet.start(rootURI: fileURI(dir), initializationOptions: ["logLevel": "warning"])
        quiet.change("file:///nowhere/Closed.swift", version: 2, [["text": "struct B {}\n"]])
        _ = try quiet.result("workspace/symbol", ["query": "A"])
        try quiet.stop()
        XCTAssertEqual(quiet.logLines.compactMap { $0.string("message") }, [], "no warning in this session")
        let log = try String(contentsOf: logFile, encoding: .utf8)
        for line in ["wiring: initialized by WiringLSPTests", "wiring: didChange for file:///nowhere/Closed.swift, which is not open: ignored",
                     "wiring: exit with code 0"] {
            XCTAssertTrue(log.contains(line), "\(line) in\n\(log)")
        }

        let chatty = try LSPTestClient()
        try chatty.start(rootURI: fileURI(dir), initializationOptions: ["logLevel": "log"])
        chatty.change("file:///nowhere/Closed.swift", version: 2, [["text": "struct B {}\n"]])
        let detail = try chatty.logMessage { $0.string("message")?.hasPrefix("didChange for file:///nowhere/Closed.swift") == true }
        XCTAssertEqual(detail.int("type"), 4)
        try chatty.stop()
    }

    func testAnUnknownLogLevelIsSaidAndInfoIsUsed() throws {
        let client = try LSPTestClient()
        try client.start(initializationOptions: ["logLevel": "verbose"])
        let message = try client.notification("window/showMessage")
        XCTAssertEqual(message.object("params")?.string("message"),
                       "Wiring configuration: initializationOptions: 'logLevel' must be one of error, warning, info, log, found the string \"verbose\"; info is used")
        _ = try client.logMessage { $0.string("message")?.hasPrefix("initialized by") == true && $0.int("type") == 3 }
        try client.stop()
    }
}
