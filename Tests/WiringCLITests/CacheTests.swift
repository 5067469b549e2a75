import Foundation
import XCTest
@testable import WiringIndex
import WiringTestSupport

/// The index is a cache: whatever happens to it, `wiring check` prints
/// exactly what `wiring check --no-cache` prints, and it really is written
/// and used. Each fault is made on a real SQLite file.
final class CacheTests: XCTestCase {
    var workspace: URL!
    var cache: URL!

    /// A workspace whose findings cross files: a gate opened elsewhere, a
    /// conformance in an extension the macro does not see, a gate never opened.
    static let files: [String: String] = [
        "Sources/App/Store.swift": """
            import Initializable

            actor Store {
                @WaitForInit
                func load() async -> Int { 0 }
            }

            """,
        "Sources/App/Store+Gate.swift": """
            extension Store: Initializable {}

            """,
        "Sources/App/Feed.swift": """
            @AutoAwaitInit
            actor Feed: Initializable {
                let gate = InitializationGate()
                func items() async -> [Int] { [] }
            }

            """,
        "Sources/App/Boot.swift": """
            func boot() async {
                let feed = Feed()
                await feed.markInitialized()
            }

            """,
        "Sources/App/Orphan.swift": """
            actor Orphan: Initializable {
                let gate = InitializationGate()
                @WaitForInit func run() async {}
            }

            """,
    ]

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-cache-\(UUID().uuidString)")
        workspace = base.appendingPathComponent("ws")
        cache = base.appendingPathComponent("cache")
        for (path, text) in Self.files { try write(path, text) }
        // enough plain files that indexing takes a moment (for the kill test)
        for i in 0..<300 {
            try write("Sources/Model/Model\(i).swift", """
                struct Model\(i): Sendable {
                    var id: Int
                    var name: String
                    func describe() -> String { "\\(name) #\\(id)" }
                }

                """)
        }
        // past the clock's tick in which a stat cannot be trusted: the files
        // are as settled as a user's, so the cache keeps every one of them
        Thread.sleep(forTimeInterval: 0.2)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace.deletingLastPathComponent())
    }

    func write(_ path: String, _ text: String) throws {
        let url = workspace.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    typealias Run = WiringRun

    func check(_ extra: [String]) throws -> Run {
        try runWiring(["check", "--format", "json", "."] + extra, in: workspace)
    }

    /// The diagnostics of a JSON report, as comparable text.
    func findings(_ r: Run, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard let doc = try? JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any],
              let ds = doc["diagnostics"] as? [[String: Any]] else {
            XCTFail("not a JSON report: \(r.out) \(r.err)", file: file, line: line)
            return []
        }
        return ds.map { d in
            let data = try! JSONSerialization.data(withJSONObject: d, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    func cached(_ verbose: Bool = false) throws -> Run {
        try check(["--cache-dir", cache.path] + (verbose ? ["--verbose"] : []))
    }

    func expected() throws -> [String] {
        let r = try check(["--no-cache"])
        XCTAssertEqual(r.status, 1)
        let f = findings(r)
        XCTAssertGreaterThanOrEqual(f.count, 2, "the workspace has findings")
        return f
    }

    var databasePath: String {
        let root = CheckCommand.realPath(workspace.path)
        return cache.appendingPathComponent(IndexStore.databaseFileName(workspaceRoot: root)).path
    }

    // MARK: - Written and used

    func testCacheIsWrittenAndUsed() throws {
        let want = try expected()
        let first = try cached(true)
        XCTAssertEqual(findings(first), want)
        XCTAssertTrue(first.err.contains("0 unchanged (from the cache), 305 parsed"), first.err)
        let size = (try FileManager.default.attributesOfItem(atPath: databasePath)[.size] as? Int) ?? 0
        XCTAssertGreaterThan(size, 0, "the index database is written")
        // facts come from the cache when files are unchanged, the result as well when nothing changed
        let second = try cached(true)
        XCTAssertEqual(findings(second), want)
        XCTAssertTrue(second.err.contains("305 unchanged (from the cache), 0 parsed, the last result reused"), second.err)
        // ... known from the stats stored with the result, without reading the files table
        XCTAssertTrue(second.err.contains("cache hashes"), second.err)
        XCTAssertFalse(second.err.contains("cache stats"), second.err)
        try write("Sources/Model/Model1.swift", "struct Model1 {}\n")
        let third = try cached(true)
        XCTAssertTrue(third.err.contains("304 unchanged (from the cache), 1 parsed"), third.err)
        XCTAssertEqual(findings(third), want)
        // rows really are in the database
        let database = try SQLiteDatabase(path: databasePath)
        let count = try database.prepare("SELECT count(*) FROM files")
        XCTAssertTrue(try count.step())
        XCTAssertEqual(count.int64(at: 0), 305)
    }

    /// A file changed with its size and modification time kept is still seen.
    func testChangeWithSizeAndTimeKeptIsSeen() throws {
        // files older than the clock's tick, so that their stat is trusted
        Thread.sleep(forTimeInterval: 0.2)
        let first = try cached(true)
        XCTAssertTrue(first.err.contains("305 parsed"), first.err)
        let second = try cached(true)
        XCTAssertTrue(second.err.contains("305 unchanged (from the cache)"), second.err)
        let url = workspace.appendingPathComponent("Sources/App/Boot.swift")
        var st = stat()
        XCTAssertEqual(stat(url.path, &st), 0)
        let before = try String(contentsOf: url, encoding: .utf8)
        // same length: the opener now opens nothing (the gate of Feed is never opened)
        let after = before.replacingOccurrences(of: "markInitialized", with: "markInitializeX")
        XCTAssertEqual(before.utf8.count, after.utf8.count)
        try Data(after.utf8).write(to: url)
        // the modification time put back to the nanosecond
        var times = [st.st_atim, st.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, url.path, &times, 0), 0)
        var again = stat()
        XCTAssertEqual(stat(url.path, &again), 0)
        XCTAssertEqual(again.st_size, st.st_size)
        XCTAssertEqual(again.st_mtim.tv_sec, st.st_mtim.tv_sec)
        XCTAssertEqual(again.st_mtim.tv_nsec, st.st_mtim.tv_nsec)
        let want = try expected()
        XCTAssertTrue(want.contains { $0.contains("gate-never-opened") && $0.contains("Feed") }, "\(want)")
        XCTAssertEqual(findings(try cached()), want)
    }

    // MARK: - Faults

    func testTruncatedOverwrittenAndEmptiedCaches() throws {
        let want = try expected()
        _ = try cached()
        let path = databasePath
        for fault in ["truncated", "overwritten", "emptied"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            switch fault {
            case "truncated": try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
            case "overwritten": try Data(repeating: 0x5A, count: max(4096, data.count)).write(to: URL(fileURLWithPath: path))
            default: try Data().write(to: URL(fileURLWithPath: path))
            }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            XCTAssertEqual(findings(try cached()), want, fault)
            // and it is rebuilt: the next run uses it again
            let again = try cached(true)
            XCTAssertEqual(findings(again), want, fault)
            XCTAssertTrue(again.err.contains("305 unchanged (from the cache)"), "\(fault): \(again.err)")
        }
    }

    func testCacheOfAnotherVersionIsRebuilt() throws {
        let want = try expected()
        _ = try cached()
        let database = try SQLiteDatabase(path: databasePath)
        try database.execute("UPDATE meta SET value = 'wiring-0.0.0-other' WHERE key = 'tool'")
        // a facts blob damaged on top: decoding must fail safely as well
        try database.execute("UPDATE files SET facts = x'00ff00ff' WHERE path LIKE '%Boot.swift'")
        let r = try cached(true)
        XCTAssertEqual(findings(r), want)
        XCTAssertTrue(r.err.contains("0 unchanged (from the cache), 305 parsed"), r.err)
    }

    func testDamagedFactsOfOneFileAreParsedAgain() throws {
        let want = try expected()
        _ = try cached()
        let database = try SQLiteDatabase(path: databasePath)
        try database.execute("UPDATE files SET facts = x'57460399' WHERE path LIKE '%Boot.swift'")
        try database.execute("DELETE FROM results")
        let r = try cached(true)
        XCTAssertEqual(findings(r), want)
        XCTAssertTrue(r.err.contains("304 unchanged (from the cache), 1 parsed"), r.err)
    }

    func testCachePathThatCannotBeADirectory() throws {
        let want = try expected()
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: cache)
        let r = try cached(true)
        XCTAssertEqual(findings(r), want)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("cache: none"), r.err)
    }

    func testKilledMidIndexThenRunAgain() throws {
        let want = try expected()
        for delay in [0.005, 0.02, 0.05] {
            let p = Process()
            p.executableURL = try CheckCommandTests.executable()
            p.arguments = ["check", ".", "--cache-dir", cache.path]
            p.currentDirectoryURL = workspace
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            Thread.sleep(forTimeInterval: delay)
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            XCTAssertEqual(findings(try cached()), want, "killed after \(delay) s")
        }
    }

    func testTwoProcessesAtOnce() throws {
        let want = try expected()
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: cache)
            // two checks started together on one cache (outputs are small: the pipes do not fill)
            var started: [(Process, Pipe)] = []
            for _ in 0..<2 {
                let p = Process()
                p.executableURL = try CheckCommandTests.executable()
                p.arguments = ["check", "--format", "json", ".", "--cache-dir", cache.path]
                p.currentDirectoryURL = workspace
                let out = Pipe()
                p.standardOutput = out
                p.standardError = FileHandle.nullDevice
                try p.run()
                started.append((p, out))
            }
            for (p, out) in started {
                let o = out.fileHandleForReading.readDataToEndOfFile()
                p.waitUntilExit()
                XCTAssertEqual(findings(Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: "")), want)
            }
            XCTAssertEqual(findings(try cached()), want)
        }
    }
}

/// What the tests need of the executable's own logic.
enum CheckCommand {
    static func realPath(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return path }
        defer { free(r) }
        return String(cString: r)
    }
}
