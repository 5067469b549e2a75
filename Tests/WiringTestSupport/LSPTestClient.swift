import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// JSON as JSONSerialization gives it, with small accessors for assertions.
public typealias JSONObject = [String: Any]

extension Dictionary where Key == String, Value == Any {
    public func object(_ key: String) -> JSONObject? { self[key] as? JSONObject }
    public func array(_ key: String) -> [Any]? { self[key] as? [Any] }
    public func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
    public func string(_ key: String) -> String? { self[key] as? String }
    public var isNullResult: Bool { self["result"] is NSNull }
    public var errorCode: Int? { object("error")?.int("code") }
}

public func objects(_ value: Any?) -> [JSONObject] { (value as? [Any])?.compactMap { $0 as? JSONObject } ?? [] }

/// A running `wiring` process spoken to over pipes, as an editor would.
/// Everything the server writes on stdout is parsed as framed JSON-RPC;
/// anything else is recorded as a protocol violation.
public final class LSPTestClient: @unchecked Sendable {
    // `received`, `logMessages`, `violations`, `outputClosed` and `stderrData` are guarded by
    // `condition`; the reader threads append, the test thread waits and takes.
    private let condition = NSCondition()
    private var received: [JSONObject] = []
    private var violations: [String] = []
    private var outputClosed = false
    private var stderrData = Data()
    private var logMessages: [JSONObject] = []

    public let process = Process()
    private let stdinPipe = Pipe()
    private let stdoutPipe = Pipe()
    private let stderrPipe = Pipe()
    private var nextID = 1

    public static var executableURL: URL {
        get throws {
            let env = ProcessInfo.processInfo.environment
            if let path = env["WIRING_EXECUTABLE"], !path.isEmpty { return URL(fileURLWithPath: path) }
            var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            starts += Bundle.allBundles.map(\.bundleURL)
            for start in starts {
                var dir = start.standardizedFileURL
                for _ in 0 ..< 5 {
                    let candidate = dir.appendingPathComponent("wiring")
                    var isDir: ObjCBool = false
                    if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue,
                       FileManager.default.isExecutableFile(atPath: candidate.path) {
                        return candidate
                    }
                    dir = dir.deletingLastPathComponent()
                }
            }
            throw XCTSkip("the wiring executable was not found next to the tests; run `swift build` first or set WIRING_EXECUTABLE")
        }
    }

    public init(environment: [String: String] = [:]) throws {
        process.executableURL = try LSPTestClient.executableURL
        process.arguments = ["lsp"]
        var env = ProcessInfo.processInfo.environment
        env["WIRING_LSP_TEST_REQUESTS"] = "1"
        env.removeValue(forKey: "WIRING_LOG_FILE")
        // the index goes to a folder of the test's own, not the user's cache
        env["WIRING_CACHE_DIR"] = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-lsp-cache").path
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        let out = stdoutPipe.fileHandleForReading.fileDescriptor
        let err = stderrPipe.fileHandleForReading.fileDescriptor
        Thread { [self] in readStdout(out) }.start()
        Thread { [self] in readStderr(err) }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    public func sendRaw(_ bytes: Data) {
        stdinPipe.fileHandleForWriting.write(bytes)
    }

    public func sendBody(_ body: Data) {
        var frame = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(body)
        sendRaw(frame)
    }

    public func send(_ message: JSONObject) {
        sendBody(try! JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes]))
    }

    @discardableResult
    public func sendRequest(_ method: String, _ params: Any? = nil) -> Int {
        let id = nextID
        nextID += 1
        var m: JSONObject = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { m["params"] = params }
        send(m)
        return id
    }

    public func notify(_ method: String, _ params: Any? = nil) {
        var m: JSONObject = ["jsonrpc": "2.0", "method": method]
        if let params { m["params"] = params }
        send(m)
    }

    /// Sends a request and waits for its response.
    public func request(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 10,
                 file: StaticString = #filePath, line: UInt = #line) throws -> JSONObject {
        let id = sendRequest(method, params)
        return try response(id, timeout: timeout, file: file, line: line)
    }

    /// The `result` of a request that must succeed.
    public func result(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 10,
                file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        let r = try request(method, params, timeout: timeout, file: file, line: line)
        XCTAssertNil(r["error"], "\(method) failed: \(r)", file: file, line: line)
        return try XCTUnwrap(r["result"], "no result for \(method): \(r)", file: file, line: line)
    }

    public func closeInput() {
        try? stdinPipe.fileHandleForWriting.close()
    }

    // MARK: Receiving

    /// Waits for (and removes) the first received message that matches.
    public func take(timeout: TimeInterval = 10, _ what: String, file: StaticString = #filePath, line: UInt = #line,
              where match: (JSONObject) -> Bool) throws -> JSONObject {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let i = received.firstIndex(where: match) { return received.remove(at: i) }
            if outputClosed || !condition.wait(until: deadline) {
                let seen = received.map { String(describing: $0["method"] ?? $0["id"] ?? "?") }
                XCTFail("timed out waiting for \(what); unclaimed: \(seen); stderr:\n\(stderrText)", file: file, line: line)
                throw TimeoutError(what: what)
            }
        }
    }

    public struct TimeoutError: Error { var what: String }

    public func response(_ id: Int, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> JSONObject {
        try take(timeout: timeout, "the response to request \(id)", file: file, line: line) {
            $0["method"] == nil && ($0["id"] as? NSNumber)?.intValue == id
        }
    }

    /// Waits for the responses to `ids` and returns them in the order they
    /// arrived (taking them).
    public func responsesInArrivalOrder(_ ids: [Int], timeout: TimeInterval = 10, file: StaticString = #filePath,
                                 line: UInt = #line) throws -> [JSONObject] {
        let deadline = Date().addingTimeInterval(timeout)
        func isOne(_ m: JSONObject) -> Bool {
            guard m["method"] == nil, let id = (m["id"] as? NSNumber)?.intValue else { return false }
            return ids.contains(id)
        }
        condition.lock()
        defer { condition.unlock() }
        while true {
            if received.filter(isOne).count >= ids.count {
                let out = received.filter(isOne)
                received.removeAll(where: isOne)
                return out
            }
            if outputClosed || !condition.wait(until: deadline) {
                let got = received.filter(isOne).map { String(describing: $0["id"] ?? "?") }
                XCTFail("timed out waiting for the responses to \(ids); got \(got); stderr:\n\(stderrText)", file: file, line: line)
                throw TimeoutError(what: "responses to \(ids)")
            }
        }
    }

    public func notification(_ method: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
                      where match: (JSONObject) -> Bool = { _ in true }) throws -> JSONObject {
        try take(timeout: timeout, method, file: file, line: line) {
            $0["id"] == nil && $0.string("method") == method && match($0)
        }
    }

    /// The next publishDiagnostics for `uri` (optionally with `version`).
    public func diagnostics(_ uri: String, version: Int? = nil, timeout: TimeInterval = 10,
                     file: StaticString = #filePath, line: UInt = #line) throws -> (version: Int?, diagnostics: [JSONObject]) {
        let n = try notification("textDocument/publishDiagnostics", timeout: timeout, file: file, line: line) { m in
            guard let p = m.object("params"), p.string("uri") == uri else { return false }
            return version == nil || p.int("version") == version
        }
        let p = n.object("params")!
        return (p.int("version"), objects(p["diagnostics"]))
    }

    /// The params (`type`, `message`) of the first `window/logMessage` that
    /// matches, waiting for it; every log line stays available.
    public func logMessage(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
                           where match: (JSONObject) -> Bool) throws -> JSONObject {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let m = logMessages.lazy.compactMap({ $0.object("params") }).first(where: match) { return m }
            if outputClosed || !condition.wait(until: deadline) {
                let seen = logMessages.compactMap { $0.object("params")?.string("message") }
                XCTFail("no such window/logMessage; got: \(seen); stderr:\n\(stderrText)", file: file, line: line)
                throw TimeoutError(what: "window/logMessage")
            }
        }
    }

    /// The `window/logMessage` params received so far.
    public var logLines: [JSONObject] {
        condition.lock()
        defer { condition.unlock() }
        return logMessages.compactMap { $0.object("params") }
    }

    /// Messages received and not taken yet.
    public var pending: [JSONObject] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Waits a little and returns the messages that arrived meanwhile.
    public func drain(for seconds: TimeInterval) -> [JSONObject] {
        Thread.sleep(forTimeInterval: seconds)
        condition.lock()
        defer { condition.unlock() }
        let all = received
        received = []
        return all
    }

    public var protocolViolations: [String] {
        condition.lock()
        defer { condition.unlock() }
        return violations
    }

    public var stderrText: String {
        String(decoding: stderrData, as: UTF8.self)
    }

    /// The exit status, or nil if the process is still running at the deadline.
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { return nil }
        return process.terminationStatus
    }

    // MARK: Session helpers

    public static func capabilities(utf8: Bool = false, workDoneProgress: Bool = false, watchedFiles: Bool = false) -> JSONObject {
        var c: JSONObject = [
            "textDocument": [
                "hover": ["contentFormat": ["markdown", "plaintext"]],
                "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
                "publishDiagnostics": ["versionSupport": true, "relatedInformation": true, "codeDescriptionSupport": true,
                                       "dataSupport": true],
                "codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "source"]]]],
            ],
            "window": ["workDoneProgress": workDoneProgress],
            "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": watchedFiles]],
        ]
        if utf8 { c["general"] = ["positionEncodings": ["utf-8", "utf-16"]] }
        return c
    }

    /// initialize + initialized; returns the initialize result.
    @discardableResult
    public func start(rootURI: String? = nil, capabilities: JSONObject = LSPTestClient.capabilities(),
               initializationOptions: Any? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> JSONObject {
        var params: JSONObject = ["processId": Int(ProcessInfo.processInfo.processIdentifier),
                                  "capabilities": capabilities, "clientInfo": ["name": "WiringLSPTests"]]
        params["rootUri"] = rootURI ?? NSNull()
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        let result = try XCTUnwrap(try self.result("initialize", params, file: file, line: line) as? JSONObject)
        notify("initialized", [String: Any]())
        return result
    }

    /// shutdown + exit; asserts exit code 0, a clean stdout and an empty
    /// stderr (editors show stderr as errors; a session that ends cleanly has none).
    public func stop(file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try request("shutdown", file: file, line: line)
        XCTAssertTrue(r.isNullResult, "shutdown: \(r)", file: file, line: line)
        notify("exit")
        XCTAssertEqual(waitForExit(), 0, "exit after shutdown; stderr:\n\(stderrText)", file: file, line: line)
        XCTAssertEqual(protocolViolations, [], file: file, line: line)
        XCTAssertEqual(stderrText, "", "stderr", file: file, line: line)
    }

    public func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
    }

    public func change(_ uri: String, version: Int, _ changes: [JSONObject]) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
    }

    /// The server's copy of a document (`wiring/documentText`, test mode only).
    public func serverText(_ uri: String, file: StaticString = #filePath, line: UInt = #line) throws -> (text: String, version: Int) {
        let r = try result("wiring/documentText", ["textDocument": ["uri": uri]], file: file, line: line)
        guard let document = r as? JSONObject else { return ("", -1) }  // not open
        return (document.string("text") ?? "", document.int("version") ?? -1)
    }

    // MARK: Reader threads

    private func readStdout(_ fd: Int32) {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            buffer += chunk[0 ..< n]
            while let (message, used) = LSPTestClient.parseFrame(buffer) {
                buffer.removeFirst(used)
                condition.lock()
                switch message {
                // the server's log is a side channel: kept apart, so that
                // tests of the protocol see only the protocol
                case .success(let m) where m["id"] == nil && m.string("method") == "window/logMessage": logMessages.append(m)
                case .success(let m): received.append(m)
                case .failure(let problem): violations.append(problem.message)
                }
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        if !buffer.isEmpty { violations.append("\(buffer.count) trailing bytes on stdout") }
        outputClosed = true
        condition.broadcast()
        condition.unlock()
    }

    private func readStderr(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            condition.lock()
            stderrData.append(contentsOf: chunk[0 ..< n])
            condition.unlock()
        }
    }

    /// One frame from the start of `buffer`: the message (or why it is not
    /// one) and how many bytes it used; nil when incomplete.
    public static func parseFrame(_ buffer: [UInt8]) -> (Result<JSONObject, ViolationError>, Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4, let end = (0 ... buffer.count - 4).first(where: { Array(buffer[$0 ..< $0 + 4]) == separator }) else {
            if buffer.count > 200 && !buffer.starts(with: Array("Content-Length".utf8)) {
                return (.failure(ViolationError(message: "stdout does not start with a header")), buffer.count)
            }
            return nil
        }
        let header = String(decoding: buffer[0 ..< end], as: UTF8.self)
        guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)) else {
            return (.failure(ViolationError(message: "bad header: \(header)")), end + 4)
        }
        guard buffer.count >= end + 4 + length else { return nil }
        let body = Data(buffer[end + 4 ..< end + 4 + length])
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? JSONObject, object.string("jsonrpc") == "2.0" else {
            return (.failure(ViolationError(message: "body is not a JSON-RPC object: \(String(decoding: body.prefix(200), as: UTF8.self))")),
                    end + 4 + length)
        }
        return (.success(object), end + 4 + length)
    }

    public struct ViolationError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}

/// A temporary directory, removed when the test ends.
public func makeTemporaryDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.resolvingSymlinksInPath()
}

public func fileURI(_ url: URL) -> String { url.absoluteURL.absoluteString }

extension LSPTestClient {
    /// An open document that registers what other files use: without
    /// `removed`, each reader gets one error of `rule`; with it back, none.
    /// (`text` is at version 1; this sends versions 2 and 3.)
    public func assertRemovalRepublishes(_ uri: String, text: String, removing removed: String, readers: [String], rule: String,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        change(uri, version: 2, [["text": text.replacingOccurrences(of: removed, with: "")]])
        for reader in readers {
            let d = try diagnostics(reader).diagnostics
            XCTAssertEqual(d.map { $0.string("code") }, [rule], reader, file: file, line: line)
            XCTAssertEqual(d.first?.int("severity"), 1, reader, file: file, line: line)
        }
        change(uri, version: 3, [["text": text]])
        for reader in readers {
            XCTAssertEqual(try diagnostics(reader).diagnostics.count, 0, reader, file: file, line: line)
        }
    }
}

