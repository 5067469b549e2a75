import Foundation
import XCTest
import WiringIndex
import WiringTestSupport

/// `wiring cache list|clean`, the cap on the cache directory, and the
/// closest command or option for a mistyped one.
final class CacheCommandTests: XCTestCase {
    var tree: TempTree!
    var cacheDirectory: String { tree.absolute("cache") }

    override func setUpWithError() throws {
        tree = try TempTree()
        tree.file("ws/alpha/Alpha.swift", "struct Alpha {}\n")
        tree.file("ws/beta/Beta.swift", "struct Beta {}\n")
        tree.folder("ws/empty")
        tree.file("ws/notes/README.md", "no Swift here\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: tree.path)
    }

    func wiring(_ args: [String], environment extra: [String: String] = [:]) throws -> WiringRun {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "WIRING_CACHE_LIMIT_MB")
        for (k, v) in extra { environment[k] = v }
        return try runWiring(args, in: URL(fileURLWithPath: tree.absolute("ws")), environment: environment)
    }

    func check(_ folder: String, environment: [String: String] = [:]) throws -> WiringRun {
        let r = try wiring(["check", folder, "--cache-dir", cacheDirectory], environment: environment)
        XCTAssertEqual(r.status, 0, r.err)
        return r
    }

    func database(_ folder: String) -> String {
        cacheDirectory + "/" + IndexStore.databaseFileName(workspaceRoot: tree.absolute("ws/" + folder))
    }

    /// Sets a database's last use, as if it had been opened then.
    func setLastUse(_ path: String, year: Int) throws {
        let date = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
                                  year: year, month: 1, day: 1).date!
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    /// A file in the cache directory that takes `megabytes` and was last used in `year`.
    func plantDatabase(_ name: String, megabytes: Int, year: Int) throws -> String {
        let path = cacheDirectory + "/" + name
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try Data(count: megabytes << 20).write(to: URL(fileURLWithPath: path))
        try setLastUse(path, year: year)
        return path
    }

    func json(_ r: WiringRun, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        XCTAssertEqual(r.status, 0, r.err, file: file, line: line)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], r.out, file: file, line: line)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    // MARK: - list and clean

    func testListShowsEachWorkspaceMostRecentlyUsedFirstWithTheTotal() throws {
        _ = try check("alpha")
        _ = try check("beta")
        try setLastUse(database("alpha"), year: 2002)
        try setLastUse(database("beta"), year: 2001)

        let listed = try json(try wiring(["cache", "list", "--format", "json", "--cache-dir", cacheDirectory]))
        let workspaces = try XCTUnwrap(listed["workspaces"] as? [[String: Any]])
        XCTAssertEqual(workspaces.map { $0["roots"] as? [String] }, [[tree.absolute("ws/alpha")], [tree.absolute("ws/beta")]])
        XCTAssertEqual(workspaces.map { $0["database"] as? String }, [database("alpha"), database("beta")])
        XCTAssertEqual(workspaces.map { $0["lastUsed"] as? String }, ["2002-01-01T00:00:00Z", "2001-01-01T00:00:00Z"])
        let sizes = workspaces.compactMap { ($0["bytes"] as? NSNumber)?.int64Value }
        XCTAssertEqual(sizes.count, 2)
        XCTAssertTrue(sizes.allSatisfy { $0 > 0 }, "\(sizes)")
        XCTAssertEqual((listed["totalBytes"] as? NSNumber)?.int64Value, sizes.reduce(0, +))
        XCTAssertEqual((listed["limitBytes"] as? NSNumber)?.int64Value, 500 << 20)
        XCTAssertEqual(listed["directory"] as? String, cacheDirectory)

        // listing reads each database without making it used
        let again = try json(try wiring(["cache", "list", "--format", "json", "--cache-dir", cacheDirectory]))
        XCTAssertEqual((again["workspaces"] as? [[String: Any]])?.map { $0["lastUsed"] as? String },
                       ["2002-01-01T00:00:00Z", "2001-01-01T00:00:00Z"])

        let text = try wiring(["cache", "list", "--cache-dir", cacheDirectory])
        XCTAssertEqual(text.status, 0, text.err)
        let lines = text.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, text.out)
        XCTAssertTrue(lines[0].hasSuffix("  " + tree.absolute("ws/alpha")), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("  " + tree.absolute("ws/beta")), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("2 workspaces, "), lines[2])
        XCTAssertTrue(lines[2].hasSuffix(" of 500 MB in \(cacheDirectory)"), lines[2])
    }

    func testCleanRemovesOneWorkspaceOrAll() throws {
        _ = try check("alpha")
        _ = try check("beta")
        XCTAssertTrue(exists(database("alpha")))

        let one = try wiring(["cache", "clean", "alpha", "--cache-dir", cacheDirectory])
        XCTAssertEqual(one.status, 0, one.err)
        XCTAssertTrue(one.out.hasPrefix("removed 1 workspace cache ("), one.out)
        for suffix in ["", "-wal", "-shm"] { XCTAssertFalse(exists(database("alpha") + suffix), suffix) }
        XCTAssertTrue(exists(database("beta")))

        let none = try wiring(["cache", "clean", "alpha", "--cache-dir", cacheDirectory])
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.out, "")
        XCTAssertEqual(none.err, "wiring cache clean: no cache for \(tree.absolute("ws/alpha")) in \(cacheDirectory)\n")

        let all = try wiring(["cache", "clean", "--cache-dir", cacheDirectory])
        XCTAssertEqual(all.status, 0, all.err)
        XCTAssertTrue(all.out.hasPrefix("removed 1 workspace cache ("), all.out)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheDirectory), [])
        let listed = try json(try wiring(["cache", "list", "--format", "json", "--cache-dir", cacheDirectory]))
        XCTAssertEqual((listed["workspaces"] as? [Any])?.count, 0)
        XCTAssertEqual((listed["totalBytes"] as? NSNumber)?.int64Value, 0)
    }

    func testBadUsage() throws {
        for args in [["cache"], ["cache", "list", "extra"], ["cache", "clean", "a", "b"], ["cache", "list", "--format", "xml"], ["cache", "clean", "--format", "json"]] {
            let r = try wiring(args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertTrue(r.err.contains("usage: wiring cache list"), "\(args): \(r.err)")
            XCTAssertEqual(r.out, "", "\(args)")
        }
    }

    // MARK: - The cap

    func testOpeningACacheEvictsTheLeastRecentlyUsedPastTheCap() throws {
        let newest = try plantDatabase("newest-0000000000000003.sqlite", megabytes: 1, year: 2003)
        let oldest = try plantDatabase("oldest-0000000000000001.sqlite", megabytes: 1, year: 2001)
        let oldestWAL = try plantDatabase("oldest-0000000000000001.sqlite-wal", megabytes: 0, year: 2001)
        let middle = try plantDatabase("middle-0000000000000002.sqlite", megabytes: 1, year: 2002)

        // 3 MB planted and alpha's new database: one more than 3 MB
        let r = try wiring(["check", "alpha", "--cache-dir", cacheDirectory, "--verbose"],
                           environment: ["WIRING_CACHE_LIMIT_MB": "3"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertFalse(exists(oldest))
        XCTAssertFalse(exists(oldestWAL))
        XCTAssertTrue(exists(middle))
        XCTAssertTrue(exists(newest))
        XCTAssertTrue(exists(database("alpha")))
        XCTAssertTrue(r.err.contains("cache \(oldest) (1048576 bytes) was the least recently used past the cap of 3 MB: deleted"),
                      r.err)

        // the database in use stays, however small the cap
        try setLastUse(database("alpha"), year: 2000)
        let tight = try wiring(["check", "alpha", "--cache-dir", cacheDirectory], environment: ["WIRING_CACHE_LIMIT_MB": "0"])
        XCTAssertEqual(tight.status, 0, tight.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheDirectory)
            .filter { $0.hasSuffix(".sqlite") }, [(database("alpha") as NSString).lastPathComponent])
    }

    func testUnderTheCapNothingIsEvicted() throws {
        let old = try plantDatabase("old-0000000000000001.sqlite", megabytes: 1, year: 2001)
        _ = try check("alpha", environment: ["WIRING_CACHE_LIMIT_MB": "10"])
        XCTAssertTrue(exists(old))
    }

    func testALimitThatIsNotANumberIsSaidAndTheDefaultKept() throws {
        let old = try plantDatabase("old-0000000000000001.sqlite", megabytes: 1, year: 2001)
        let r = try check("alpha", environment: ["WIRING_CACHE_LIMIT_MB": "lots"])
        XCTAssertTrue(r.err.contains("WIRING_CACHE_LIMIT_MB 'lots' is not a whole number of megabytes: the cap is 500 MB"), r.err)
        XCTAssertTrue(exists(old))
        XCTAssertTrue(exists(database("alpha")))
    }

    // MARK: - No cache without Swift files

    func testAFolderWithoutSwiftFilesLeavesNothingInTheCacheDirectory() throws {
        for folder in ["empty", "notes"] {
            let r = try wiring(["check", folder, "--cache-dir", cacheDirectory])
            XCTAssertFalse(exists(cacheDirectory), "\(folder): \(r.err)")
        }
        // the graph opens its workspace the same way
        _ = try wiring(["graph", "empty", "--cache-dir", cacheDirectory])
        XCTAssertFalse(exists(cacheDirectory))
    }

    // MARK: - Closest command and option

    func testAMistypedCommandOrOptionGetsTheClosestOne() throws {
        let cases: [([String], String)] = [
            (["chek"], "wiring: unknown command 'chek'; did you mean 'check'?\n"),
            (["grahp", "."], "wiring: unknown command 'grahp'; did you mean 'graph'?\n"),
            (["--verson"], "wiring: unknown option '--verson'; did you mean '--version'?\n"),
            (["check", "--formt", "json"], "wiring check: unknown option '--formt'; did you mean '--format'?\n"),
            (["check", "--cache-dri", "x"], "wiring check: unknown option '--cache-dri'; did you mean '--cache-dir'?\n"),
            (["graph", "--dpth", "2"], "wiring graph: unknown option '--dpth'; did you mean '--depth'?\n"),
            (["modules", "--confg", "x"], "wiring modules: unknown option '--confg'; did you mean '--config'?\n"),
            (["outline", "--jsno", "A.swift"], "wiring outline: unknown option '--jsno'; did you mean '--json'?\n"),
            (["cache", "lsit"], "wiring cache: unknown action 'lsit'; did you mean 'list'?\n"
                + "usage: wiring cache list [--format text|json] [--cache-dir DIR]\n"
                + "       wiring cache clean [PATH] [--cache-dir DIR]\n"),
            (["cache", "list", "--formats", "json"], "wiring cache: unknown option '--formats'; did you mean '--format'?\n"),
        ]
        for (args, message) in cases {
            let r = try wiring(args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertEqual(r.err, message, "\(args)")
            XCTAssertEqual(r.out, "", "\(args)")
        }
        // nothing close: the list to choose from
        let far = try wiring(["xyzzy"])
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.err.hasPrefix("wiring: unknown command 'xyzzy'\n"), far.err)
        XCTAssertFalse(far.err.contains("did you mean"), far.err)
        XCTAssertTrue(far.err.contains("wiring cache list | clean [PATH]"), far.err)
        let farOption = try wiring(["check", "--zzzzzzzz"])
        XCTAssertEqual(farOption.status, 2)
        XCTAssertTrue(farOption.err.hasPrefix("wiring check: unknown option '--zzzzzzzz'\nusage: wiring check"), farOption.err)
    }

    func testHelpNamesTheCacheCommand() throws {
        let help = try wiring(["--help"])
        XCTAssertTrue(help.out.contains("wiring cache list | clean [PATH]"), help.out)
        let cacheHelp = try wiring(["cache", "--help"])
        XCTAssertEqual(cacheHelp.status, 0)
        XCTAssertTrue(cacheHelp.out.contains("WIRING_CACHE_LIMIT_MB"), cacheHelp.out)
        let viaHelp = try wiring(["help", "cache"])
        XCTAssertEqual(viaHelp.out, cacheHelp.out)
    }
}
