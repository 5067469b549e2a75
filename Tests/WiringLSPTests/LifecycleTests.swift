import Foundation
import XCTest
import WiringTestSupport

/// Lifecycle, transport and JSON-RPC error semantics. None of these depend
/// on the analysis rules.
final class LifecycleTests: XCTestCase {
    func testInitializeAnswersServerInfoAndCapabilities() throws {
        let client = try LSPTestClient()
        let result = try client.start()
        XCTAssertEqual(result.object("serverInfo")?.string("name"), "wiring")
        XCTAssertNotNil(result.object("serverInfo")?.string("version"))
        let caps = try XCTUnwrap(result.object("capabilities"))
        XCTAssertEqual(caps.string("positionEncoding"), "utf-16")
        let sync = try XCTUnwrap(caps.object("textDocumentSync"))
        XCTAssertEqual(sync["openClose"] as? Bool, true)
        XCTAssertEqual(sync.int("change"), 2)
        XCTAssertEqual(sync.object("save")?["includeText"] as? Bool, false)
        XCTAssertEqual(caps.object("codeActionProvider")?.array("codeActionKinds") as? [String],
                       ["quickfix", "source.fixAll.wiring"])
        XCTAssertNotNil(caps["codeLensProvider"])
        XCTAssertEqual(caps["hoverProvider"] as? Bool, true)
        XCTAssertEqual(caps["documentSymbolProvider"] as? Bool, true)
        XCTAssertEqual(caps.object("diagnosticProvider")?["interFileDependencies"] as? Bool, true)
        try client.stop()
    }

    func testExitWithoutShutdownExitsWithOne() throws {
        let client = try LSPTestClient()
        try client.start()
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testExitBeforeInitializeExitsWithOne() throws {
        let client = try LSPTestClient()
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testEndOfInputExitsCleanly() throws {
        let client = try LSPTestClient()
        try client.start()
        client.closeInput()
        XCTAssertEqual(client.waitForExit(), 0)
        XCTAssertEqual(client.protocolViolations, [])
    }

    func testRequestsBeforeInitializeAreRejectedAndNotificationsDropped() throws {
        let client = try LSPTestClient()
        let early = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///tmp/x.swift"],
                                                              "position": ["line": 0, "character": 0]])
        XCTAssertEqual(early.errorCode, -32002)
        XCTAssertEqual(try client.request("shutdown").errorCode, -32002)
        XCTAssertEqual(try client.request("no/such/method").errorCode, -32002)
        client.open("file:///tmp/early.swift", "struct Early {}\n")
        try client.start()
        // the didOpen before initialize was dropped: the server does not know the document
        let text = try client.result("wiring/documentText", ["textDocument": ["uri": "file:///tmp/early.swift"]])
        XCTAssertTrue(text is NSNull, "\(text)")
        try client.stop()
    }

    func testInitializeTwiceIsAnInvalidRequest() throws {
        let client = try LSPTestClient()
        try client.start()
        let again = try client.request("initialize", ["capabilities": [String: Any]()])
        XCTAssertEqual(again.errorCode, -32600)
        try client.stop()
    }

    func testUnknownMethodsAndNotifications() throws {
        let client = try LSPTestClient()
        try client.start()
        let r = try client.request("textDocument/definitelyNotAMethod", ["x": 1])
        XCTAssertEqual(r.errorCode, -32601)
        XCTAssertTrue(r.object("error")?.string("message")?.contains("definitelyNotAMethod") == true)
        XCTAssertEqual(try client.request("$/someRequest").errorCode, -32601)
        // unknown notifications and `$/` notifications are ignored without an answer
        client.notify("custom/notification", ["a": 1])
        client.notify("$/setTrace", ["value": "verbose"])
        client.notify("$/unknownThing")
        XCTAssertTrue(try client.result("wiring/sleep", ["ms": 0]) is NSNull)
        XCTAssertEqual(client.pending.count, 0, "unexpected messages: \(client.pending)")
        // test-only requests are unknown without the environment switch
        let plain = try LSPTestClient(environment: ["WIRING_LSP_TEST_REQUESTS": "0"])
        try plain.start()
        XCTAssertEqual(try plain.request("wiring/sleep", ["ms": 0]).errorCode, -32601)
        try plain.stop()
        try client.stop()
    }

    func testMalformedInputIsAnsweredAndServiceContinues() throws {
        let client = try LSPTestClient()
        try client.start()
        // a body that is not JSON, whose id cannot be recovered
        client.sendBody(Data("this is { not json".utf8))
        let parseError = try client.take("a parse error") { $0.errorCode == -32700 }
        XCTAssertTrue(parseError["id"] is NSNull, "\(parseError)")
        // a truncated body whose id can be recovered
        client.sendBody(Data(#"{"jsonrpc": "2.0", "id": 41, "method": "textDocument/hover", "params": {"#.utf8))
        XCTAssertEqual(try client.response(41).errorCode, -32700)
        // valid JSON that is not a request object
        client.sendBody(Data("[1, 2, 3]".utf8))
        let notObject = try client.take("invalid request") { $0.errorCode == -32600 }
        XCTAssertTrue(notObject["id"] is NSNull)
        // a request without a method, and one with a non-string method
        client.send(["jsonrpc": "2.0", "id": 42])
        XCTAssertEqual(try client.response(42).errorCode, -32600)
        client.send(["jsonrpc": "2.0", "id": 43, "method": 7])
        XCTAssertEqual(try client.response(43).errorCode, -32600)
        // a header block without Content-Length is skipped, the next message is served
        client.sendRaw(Data("X-Garbage: yes\r\n\r\n".utf8))
        // a header with a Content-Type and odd spacing is fine
        let body = Data(#"{"jsonrpc":"2.0","id":44,"method":"wiring/sleep","params":{"ms":0}}"#.utf8)
        client.sendRaw(Data("content-length:\(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + body)
        XCTAssertTrue(try client.response(44).isNullResult)
        // binary junk with a valid length
        client.sendBody(Data([0xFF, 0x00, 0xFE, 0x7B, 0x22]))
        XCTAssertNotNil(try client.take("a parse error for junk") { $0.errorCode == -32700 })
        XCTAssertTrue(try client.result("wiring/sleep", ["ms": 0]) is NSNull)
        try client.stop()
    }

    func testInvalidParams() throws {
        let client = try LSPTestClient()
        try client.start()
        let missing = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///tmp/a.swift"]])
        XCTAssertEqual(missing.errorCode, -32602)
        XCTAssertTrue(missing.object("error")?.string("message")?.contains("position") == true, "\(missing)")
        let wrongType = try client.request("textDocument/codeAction", ["textDocument": ["uri": 5], "range": "x", "context": [:]])
        XCTAssertEqual(wrongType.errorCode, -32602)
        let none = try client.request("textDocument/documentSymbol")
        XCTAssertEqual(none.errorCode, -32602)
        // a notification with bad params is ignored, the server keeps serving
        client.notify("textDocument/didChange", ["textDocument": "nope"])
        XCTAssertTrue(try client.result("wiring/sleep", ["ms": 0]) is NSNull)
        try client.stop()
    }

    func testRequestsAfterShutdownAreInvalid() throws {
        let client = try LSPTestClient()
        try client.start()
        XCTAssertTrue(try client.request("shutdown").isNullResult)
        XCTAssertEqual(try client.request("textDocument/documentSymbol",
                                          ["textDocument": ["uri": "file:///tmp/a.swift"]]).errorCode, -32600)
        XCTAssertEqual(try client.request("shutdown").errorCode, -32600)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    /// Requests sent just before `shutdown` are answered before it: a client
    /// that sends `exit` on the shutdown answer loses none of them.
    func testShutdownIsAnsweredAfterEveryEarlierRequest() throws {
        let client = try LSPTestClient()
        try client.start()
        let uri = "file:///tmp/wiring-shutdown-order/A.swift"
        let text = """
            actor A: Initializable {
                let gate = InitializationGate()
                @WaitForInit func load() async -> Int { 0 }
                func start() async { await markInitialized() }
            }

            """
        client.open(uri, text)
        let position: JSONObject = ["line": 0, "character": 7]
        let doc: JSONObject = ["uri": uri]
        var earlier = [
            client.sendRequest("wiring/sleep", ["ms": 400]),
            client.sendRequest("textDocument/hover", ["textDocument": doc, "position": position]),
            client.sendRequest("textDocument/codeLens", ["textDocument": doc]),
            client.sendRequest("textDocument/documentSymbol", ["textDocument": doc]),
            client.sendRequest("wiring/sleep", ["ms": 150]),
        ]
        earlier.append(client.sendRequest("textDocument/hover", ["textDocument": doc, "position": position]))
        let shutdown = client.sendRequest("shutdown")
        // refused at once, even while the shutdown waits
        let late = client.sendRequest("textDocument/codeLens", ["textDocument": doc])
        let answers = try client.responsesInArrivalOrder(earlier + [shutdown, late], timeout: 20)
        let order = answers.map { ($0["id"] as? NSNumber)?.intValue ?? -1 }
        XCTAssertEqual(Set(order.filter { $0 != late }.dropLast()), Set(earlier), "arrival order \(order)")
        XCTAssertEqual(order.filter { $0 != late }.last, shutdown, "arrival order \(order)")
        for a in answers {
            let id = (a["id"] as? NSNumber)?.intValue
            if id == late {
                XCTAssertEqual(a.errorCode, -32600, "\(a)")
            } else {
                XCTAssertNil(a["error"], "\(a)")
            }
        }
        let symbols = answers.first { ($0["id"] as? NSNumber)?.intValue == earlier[3] }
        XCTAssertFalse(objects(symbols?["result"]).isEmpty, "\(String(describing: symbols))")
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
        XCTAssertEqual(client.protocolViolations, [])
    }

    /// A request that would never finish does not hold the shutdown answer
    /// forever: cancelled, it is answered with the cancel error, then the
    /// shutdown is.
    func testShutdownWaitsForACancelledRequest() throws {
        let client = try LSPTestClient()
        try client.start()
        let started = Date()
        let slow = client.sendRequest("wiring/sleep", ["ms": 60_000])
        let shutdown = client.sendRequest("shutdown")
        XCTAssertTrue(client.drain(for: 0.3).allSatisfy { ($0["id"] as? NSNumber)?.intValue != shutdown },
                      "shutdown answered while a request still ran")
        client.notify("$/cancelRequest", ["id": slow])
        let answers = try client.responsesInArrivalOrder([slow, shutdown], timeout: 5)
        XCTAssertEqual(answers.map { ($0["id"] as? NSNumber)?.intValue ?? -1 }, [slow, shutdown])
        XCTAssertEqual(answers.first?.errorCode, -32800)
        XCTAssertTrue(answers.last?.isNullResult == true, "\(answers)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testCancellation() throws {
        let client = try LSPTestClient()
        try client.start()
        let started = Date()
        let slow = client.sendRequest("wiring/sleep", ["ms": 30_000])
        let queued = client.sendRequest("wiring/sleep", ["ms": 30_000])
        client.notify("$/cancelRequest", ["id": slow])
        client.notify("$/cancelRequest", ["id": queued])
        XCTAssertEqual(try client.response(slow, timeout: 5).errorCode, -32800)
        XCTAssertEqual(try client.response(queued, timeout: 5).errorCode, -32800)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        // a request that is not cancelled completes normally
        let fine = client.sendRequest("wiring/sleep", ["ms": 20])
        XCTAssertTrue(try client.response(fine).isNullResult)
        // cancelling a finished or unknown request does nothing
        client.notify("$/cancelRequest", ["id": fine])
        client.notify("$/cancelRequest", ["id": "nope"])
        XCTAssertTrue(try client.result("wiring/sleep", ["ms": 0]) is NSNull)
        XCTAssertEqual(client.drain(for: 0.2).count, 0)
        try client.stop()
    }

    func testStringRequestIDsAreEchoed() throws {
        let client = try LSPTestClient()
        try client.start()
        client.send(["jsonrpc": "2.0", "id": "abc", "method": "wiring/sleep", "params": ["ms": 0]])
        let r = try client.take("the response to \"abc\"") { $0.string("id") == "abc" }
        XCTAssertTrue(r.isNullResult)
        try client.stop()
    }
}
