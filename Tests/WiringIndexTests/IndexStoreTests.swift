import CSQLite
import Foundation
import XCTest
@testable import WiringIndex

/// Log lines from one or more stores, possibly on several threads.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
    func contains(_ text: String) -> Bool { all.contains { $0.contains(text) } }
}

/// A value shared with threads the test waits for.
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withValue<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}

final class IndexStoreTests: XCTestCase {
    private var directory = ""
    private let root = "/work/project"

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "wiring-index-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        // undo chmod 0500 so the directory can be removed
        if let paths = FileManager.default.enumerator(atPath: directory) {
            for case let path as String in paths { chmod(directory + "/" + path, 0o700) }
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - Helpers

    private func options(cache: String? = nil, root: String? = nil, format: Int = 3, tool: String = "1.0",
                         busyMilliseconds: Int = 3000, checkpointBytes: Int = 16 << 20) -> IndexStore.Options {
        IndexStore.Options(cacheDirectory: cache ?? directory + "/cache", workspaceRoot: root ?? self.root,
                           formatVersion: format, toolVersion: tool, busyTimeoutMilliseconds: busyMilliseconds,
                           checkpointBytes: checkpointBytes)
    }

    private func open(_ options: IndexStore.Options, _ log: LogLines) -> IndexStore {
        IndexStore.open(options) { log.append($0.description) }
    }

    /// A deterministic row; `variant` changes everything but the path.
    private func file(_ number: Int, factsSize: Int = 64, variant: Int = 0) -> IndexedFile {
        IndexedFile(path: "\(root)/Sources/File\(number).swift", size: Int64(number * 10 + variant),
                    mtimeNanos: 1_700_000_000_000_000_000 + Int64(number), ctimeNanos: -Int64(number) - 1,
                    inode: UInt64.max - UInt64(number), contentHash: 0x8000_0000_0000_0000 | UInt64(number + variant),
                    facts: (0..<factsSize).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ number &+ variant) })
    }

    private func sorted(_ files: [IndexedFile]) -> [IndexedFile] { files.sorted { $0.path < $1.path } }

    /// Seeds a database with `files` and closes it (the last close
    /// checkpoints the WAL into the main file and deletes it).
    private func seed(_ files: [IndexedFile], _ options: IndexStore.Options) throws -> String {
        let log = LogLines()
        let path: String
        do {
            let store = open(options, log)
            XCTAssertTrue(store.isAvailable, "seeding: \(log.all)")
            store.update(upserts: files, deletions: [])
            XCTAssertEqual(store.loadAll().count, files.count, "seeding: \(log.all)")
            path = store.databasePath
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"), "a connection is still open")
        return path
    }

    /// The store is usable: a write, then a load, sees exactly that write.
    private func assertUsable(_ store: IndexStore, _ log: LogLines, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(store.isAvailable, "\(log.all)", file: file, line: line)
        store.clear()
        let rows = [self.file(1), self.file(2, factsSize: 3000)]
        store.update(upserts: rows, deletions: [])
        XCTAssertEqual(sorted(store.loadAll()), rows, "\(log.all)", file: file, line: line)
    }

    private func overwrite(_ path: String, at offset: Int, with bytes: [UInt8]) throws {
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data(bytes))
    }

    private func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? -1
    }

    /// Runs SQL on the file directly, outside the store.
    private func withDatabase(_ path: String, _ body: (SQLiteDatabase) throws -> Void) throws {
        let database = try SQLiteDatabase(path: path)
        try body(database)
    }

    private func pageSizeAndRootPage(_ path: String, of name: String) throws -> (pageSize: Int, rootPage: Int) {
        var result = (0, 0)
        try withDatabase(path) { database in
            let size = try database.prepare("PRAGMA page_size")
            XCTAssertTrue(try size.step())
            let root = try database.prepare("SELECT rootpage FROM sqlite_master WHERE name LIKE ?")
            try root.bind(name, at: 1)
            XCTAssertTrue(try root.step())
            result = (Int(size.int64(at: 0)), Int(root.int64(at: 0)))
        }
        return result
    }

    private func sqlite3Executable() throws -> String {
        let path = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("no \(path)") }
        return path
    }

    // MARK: - Round trips

    func testRowsSurviveReopening() throws {
        var rows = (0..<50).map { file($0, factsSize: $0 * 7) } // includes an empty blob
        rows.append(IndexedFile(path: "/work/project/Söurces/a \"quoted\" 'name' 🙂.swift", size: 0, mtimeNanos: .min,
                                ctimeNanos: .max, inode: 0, contentHash: .max, facts: [0, 0, 255]))
        let log = LogLines()
        do {
            let store = open(options(), log)
            XCTAssertTrue(store.isAvailable)
            XCTAssertEqual(store.loadAll(), [])
            store.update(upserts: rows, deletions: [])
        }
        XCTAssertEqual(log.all.count, 1) // "is new: created"
        XCTAssertTrue(log.contains("is new: created"), "\(log.all)")
        let store = open(options(), log)
        XCTAssertEqual(sorted(store.loadAll()), sorted(rows))
        XCTAssertEqual(store.loadAll().first { $0.facts.isEmpty }?.path, file(0).path)
        XCTAssertEqual(log.all.count, 1, "reopening our own cache logs nothing: \(log.all)")
    }

    func testUpsertReplacesAndDeletionsRemove() throws {
        let log = LogLines()
        let store = open(options(), log)
        store.update(upserts: [file(1), file(2), file(3)], deletions: [])
        let changed = file(2, factsSize: 10, variant: 5)
        store.update(upserts: [changed], deletions: [file(1).path, "/not/stored.swift"])
        XCTAssertEqual(sorted(store.loadAll()), [changed, file(3)])
        store.update(upserts: [], deletions: [file(3).path])
        XCTAssertEqual(store.loadAll(), [changed])
        XCTAssertEqual(log.all.count, 1, "\(log.all)")
    }

    func testClearDropsEveryRow() throws {
        let log = LogLines()
        let store = open(options(), log)
        store.update(upserts: (0..<10).map { file($0) }, deletions: [])
        XCTAssertEqual(store.loadAll().count, 10)
        store.clear()
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    // MARK: - Faults in the file

    func testMissingCacheDirectoryIsCreated() throws {
        let cache = directory + "/not/yet/there"
        let log = LogLines()
        let store = open(options(cache: cache), log)
        XCTAssertTrue(store.databasePath.hasPrefix(cache + "/"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.databasePath))
        XCTAssertTrue(log.contains("is new: created"), "\(log.all)")
        assertUsable(store, log)
    }

    func testEmptiedFileIsANewDatabase() throws {
        let path = try seed([file(1)], options())
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        XCTAssertEqual(fileSize(path), 0)
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(log.all, ["cache \(path) is new: created"])
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    func testTruncatedFileIsRebuilt() throws {
        let path = try seed((0..<200).map { file($0, factsSize: 3000) }, options())
        let size = fileSize(path)
        XCTAssertGreaterThan(size, 600_000)
        XCTAssertEqual(truncate(path, off_t(size / 2)), 0)
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(store.loadAll(), [])
        XCTAssertTrue(log.contains("is corrupt"), "\(log.all)")
        XCTAssertTrue(log.contains(": rebuilt"), "\(log.all)")
        assertUsable(store, log)
    }

    func testJunkFileIsRebuilt() throws {
        let path = try seed([file(1)], options())
        try Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7) }).write(to: URL(fileURLWithPath: path))
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(log.all, ["cache \(path) is not a database (file is not a database): rebuilt"])
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    func testCorruptTablePageFoundWhileLoadingIsRebuilt() throws {
        let path = try seed((0..<300).map { file($0, factsSize: 3000) }, options())
        let (pageSize, rootPage) = try pageSizeAndRootPage(path, of: "files")
        XCTAssertGreaterThan(rootPage, 1)
        try overwrite(path, at: (rootPage - 1) * pageSize, with: [UInt8](repeating: 0x5a, count: pageSize))
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(log.all, [], "opening reads only the meta table")
        XCTAssertEqual(store.loadAll(), [])
        XCTAssertTrue(log.contains("is corrupt (database disk image is malformed"), "\(log.all)")
        XCTAssertTrue(log.contains(": rebuilt"), "\(log.all)")
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    func testCorruptIndexPageFoundWhileWritingIsRebuiltAndWrittenAgain() throws {
        let path = try seed((0..<300).map { file($0) }, options())
        let (pageSize, rootPage) = try pageSizeAndRootPage(path, of: "sqlite_autoindex_files%")
        XCTAssertGreaterThan(rootPage, 1)
        try overwrite(path, at: (rootPage - 1) * pageSize, with: [UInt8](repeating: 0x5a, count: pageSize))
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(store.loadAll().count, 300, "a table scan does not read the path index")
        let written = [file(7, variant: 1), file(1000)]
        store.update(upserts: written, deletions: [file(8).path])
        XCTAssertTrue(log.contains("is corrupt"), "\(log.all)")
        XCTAssertTrue(log.contains(": rebuilt"), "\(log.all)")
        XCTAssertEqual(sorted(store.loadAll()), sorted(written), "written again into the rebuilt cache")
        assertUsable(store, log)
    }

    func testNullsAndWrongTypesNeverCrash() throws {
        let path = try seed([file(1)], options())
        try withDatabase(path) { database in
            // a table without NOT NULL on path, as a damaged schema would have
            try database.execute("""
                PRAGMA writable_schema = ON;
                UPDATE sqlite_master SET sql = replace(sql, 'path TEXT PRIMARY KEY NOT NULL', 'path TEXT PRIMARY KEY')
                    WHERE name = 'files';
                """)
        }
        try withDatabase(path) { database in
            try database.execute("""
                INSERT INTO files VALUES ('/typed.swift', 'twelve', 1.5, x'0102', 'inode', 'hash', 'text facts');
                """)
        }
        let log = LogLines()
        do {
            let store = open(options(), log)
            let typed = try XCTUnwrap(store.loadAll().first { $0.path == "/typed.swift" })
            XCTAssertEqual(typed.size, 0)
            XCTAssertEqual(typed.mtimeNanos, 1)
            XCTAssertEqual(typed.contentHash, 0)
            XCTAssertEqual(typed.facts, Array("text facts".utf8))
            XCTAssertEqual(log.all, [])
        }
        try withDatabase(path) { database in
            try database.execute("INSERT INTO files VALUES (NULL, 1, 1, 1, 1, 1, x'00')")
        }
        let store = open(options(), log)
        XCTAssertEqual(store.loadAll(), [])
        XCTAssertTrue(log.contains("is corrupt (a row has no path"), "\(log.all)")
        assertUsable(store, log)
    }

    // MARK: - Faults in what the file holds

    func testOtherSchemaVersionIsRebuilt() throws {
        let path = try seed([file(1)], options())
        try withDatabase(path) { try $0.execute("PRAGMA user_version = 99") }
        let log = LogLines()
        var store = open(options(), log)
        XCTAssertEqual(log.all, ["cache \(path) has schema version 99, expected \(IndexStore.schemaVersion): rebuilt"])
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)

        store = IndexStore.open(options()) { _ in }
        try withDatabase(path) { try $0.execute("UPDATE meta SET value = '0' WHERE key = 'schema'") }
        store = open(options(), log)
        XCTAssertTrue(log.contains("has schema 0 in meta, expected \(IndexStore.schemaVersion): rebuilt"), "\(log.all)")
        XCTAssertEqual(store.loadAll(), [])
    }

    func testOtherFormatVersionIsRebuilt() throws {
        let path = try seed([file(1)], options(format: 3))
        let log = LogLines()
        let store = open(options(format: 4), log)
        XCTAssertEqual(log.all, ["cache \(path) holds facts format 3, expected 4: rebuilt"])
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    func testOtherToolVersionIsRebuilt() throws {
        let path = try seed([file(1)], options(tool: "1.0"))
        let log = LogLines()
        let store = open(options(tool: "1.1"), log)
        XCTAssertEqual(log.all, ["cache \(path) was written by wiring 1.0, this is 1.1: rebuilt"])
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    func testDatabaseOfAnotherWorkspaceIsRebuilt() throws {
        let other = try seed([file(1)], options(root: "/work/other"))
        let log = LogLines()
        let path = IndexStore.open(options()) { _ in }.databasePath
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: other, toPath: path)
        let store = open(options(), log)
        XCTAssertEqual(log.all, ["cache \(path) belongs to workspace /work/other: rebuilt"])
        XCTAssertEqual(store.loadAll(), [])
        assertUsable(store, log)
    }

    func testForeignDatabaseIsRebuilt() throws {
        let path = IndexStore.open(options()) { _ in }.databasePath
        try FileManager.default.removeItem(atPath: path)
        try withDatabase(path) { try $0.execute("CREATE TABLE notes(x); INSERT INTO notes VALUES (1); CREATE VIEW v AS SELECT x FROM notes;") }
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(log.all, ["cache \(path) has schema version 0, expected \(IndexStore.schemaVersion): rebuilt"])
        assertUsable(store, log)
        try withDatabase(path) { database in
            let names = try database.prepare("SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY name)")
            XCTAssertTrue(try names.step())
            XCTAssertEqual(names.text(at: 0), "files,meta,results")
        }
    }

    // MARK: - Faults in the directory: bypass

    func testCacheDirectoryThatIsAFileBypasses() throws {
        let cache = directory + "/cache"
        XCTAssertTrue(FileManager.default.createFile(atPath: cache, contents: Data("x".utf8)))
        for path in [cache, cache + "/below"] {
            let log = LogLines()
            let store = open(options(cache: path), log)
            XCTAssertFalse(store.isAvailable)
            XCTAssertEqual(log.all, ["cache directory \(path) cannot be created (\(cache) is not a directory): cache off"])
            store.update(upserts: [file(1)], deletions: [])
            store.clear()
            XCTAssertEqual(store.loadAll(), [])
            XCTAssertEqual(log.all.count, 1)
        }
    }

    func testDatabasePathThatIsADirectoryBypasses() throws {
        let path = IndexStore.open(options()) { _ in }.databasePath
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path + "/keep", withIntermediateDirectories: true)
        let log = LogLines()
        let store = open(options(), log)
        XCTAssertFalse(store.isAvailable)
        XCTAssertTrue(log.contains("cannot be opened"), "\(log.all)")
        XCTAssertTrue(log.contains("cannot delete \(path) "), "\(log.all)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "/keep"), "never deletes a directory")
        store.update(upserts: [file(1)], deletions: [])
        XCTAssertEqual(store.loadAll(), [])
    }

    func testUnwritableCacheDirectoryBypasses() throws {
        guard getuid() != 0 else { throw XCTSkip("root writes to a 0500 directory: permissions do not apply") }
        // empty, and holding a database written before
        let empty = directory + "/empty"
        let seeded = URL(fileURLWithPath: try seed([file(1)], options())).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for cache in [empty, seeded] {
            XCTAssertEqual(chmod(cache, 0o500), 0)
            let log = LogLines()
            let store = open(options(cache: cache), log)
            XCTAssertFalse(store.isAvailable)
            XCTAssertEqual(log.all, ["cache directory \(cache) is not writable (Permission denied): cache off"])
            store.update(upserts: [file(2)], deletions: [])
            XCTAssertEqual(store.loadAll(), [])
        }
    }

    // MARK: - Several writers

    func testWriterKilledMidTransactionLeavesTheLastCommit() throws {
        let sqlite3 = try sqlite3Executable()
        let committed = (0..<20).map { file($0) }
        let path = try seed(committed, options())
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: sqlite3)
        writer.arguments = [path]
        let input = Pipe()
        writer.standardInput = input
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        try writer.run()
        // a small page cache spills the uncommitted pages into the -wal file
        input.fileHandleForWriting.write(Data("""
            PRAGMA cache_size = 2;
            BEGIN IMMEDIATE;
            DELETE FROM files;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
            INSERT INTO files SELECT '/ghost/' || i, 1, 1, 1, 1, 1, randomblob(3000) FROM n;

            """.utf8))
        let deadline = Date().addingTimeInterval(20)
        while fileSize(path + "-wal") < 1_000_000, Date() < deadline { usleep(10_000) }
        XCTAssertGreaterThanOrEqual(fileSize(path + "-wal"), 1_000_000, "the writer spilled uncommitted pages")
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationReason, .uncaughtSignal)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "-wal"))

        let log = LogLines()
        let store = open(options(), log)
        XCTAssertEqual(sorted(store.loadAll()), sorted(committed))
        XCTAssertEqual(log.all, [])
        assertUsable(store, log)
    }

    func testTwoStoresWritingAlternately() throws {
        let log = LogLines()
        let first = open(options(), log)
        let second = open(options(), log)
        first.update(upserts: [file(1)], deletions: [])
        XCTAssertEqual(second.loadAll(), [file(1)])
        second.update(upserts: [file(2)], deletions: [file(1).path])
        XCTAssertEqual(first.loadAll(), [file(2)])
        first.clear()
        XCTAssertEqual(second.loadAll(), [])
        XCTAssertEqual(log.all.count, 1, "\(log.all)") // the first open's "created"
    }

    func testTwoStoresOpeningAndWritingConcurrently() throws {
        let log = LogLines()
        let options = options()
        let stores = Shared<[Int: IndexStore]>([:])
        let files = (0..<2).map { writer in (0..<40).map { file(writer * 1000 + $0, factsSize: 2000) } }
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let store = IndexStore.open(options) { log.append($0.description) }
            stores.withValue { $0[writer] = store }
            for file in files[writer] { store.update(upserts: [file], deletions: []) }
        }
        let store = try XCTUnwrap(stores.withValue { $0[0] })
        XCTAssertEqual(sorted(store.loadAll()), sorted(files[0] + files[1]))
        XCTAssertTrue(stores.withValue { $0.values.allSatisfy(\.isAvailable) })
        XCTAssertEqual(log.all.filter { !$0.hasSuffix("is new: created") }, [])
    }

    func testWriteBusyPastTheTimeoutIsSkipped() throws {
        let sqlite3 = try sqlite3Executable()
        let path = try seed([file(1)], options())
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: sqlite3)
        writer.arguments = [path]
        let input = Pipe()
        writer.standardInput = input
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        try writer.run()
        defer { if writer.isRunning { kill(writer.processIdentifier, SIGKILL) } }
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\n".utf8))
        // wait until the other process holds the write lock
        let probe = try SQLiteDatabase(path: path)
        var locked = false
        let deadline = Date().addingTimeInterval(10)
        while !locked, Date() < deadline {
            do {
                try probe.transaction(immediate: true) {}
                usleep(10_000)
            } catch let error as SQLiteError where error.isBusy {
                locked = true
            }
        }
        XCTAssertTrue(locked, "the other process holds the write lock")

        let log = LogLines()
        let store = open(options(busyMilliseconds: 200), log)
        XCTAssertTrue(store.isAvailable, "opening does not wait for a writer: \(log.all)")
        store.update(upserts: [file(2)], deletions: [])
        XCTAssertEqual(log.all, ["cache \(path) is busy (database is locked): 1 upserts and 0 deletions skipped"])
        XCTAssertTrue(store.isAvailable)
        XCTAssertEqual(store.loadAll(), [file(1)], "readers are not blocked by a writer")

        input.fileHandleForWriting.write(Data("COMMIT;\n".utf8))
        try input.fileHandleForWriting.close()
        writer.waitUntilExit()
        store.update(upserts: [file(2)], deletions: [])
        XCTAssertEqual(sorted(store.loadAll()), [file(1), file(2)])
        XCTAssertEqual(log.all.count, 1)
    }

    func testAnotherVersionTakingTheFileOverTurnsThisStoreOff() throws {
        let log = LogLines()
        let old = open(options(tool: "1.0"), log)
        old.update(upserts: [file(1)], deletions: [])
        let new = open(options(tool: "2.0"), log)
        XCTAssertTrue(log.contains("was written by wiring 1.0, this is 2.0: rebuilt"), "\(log.all)")
        new.update(upserts: [file(2)], deletions: [])
        old.update(upserts: [file(3)], deletions: [])
        XCTAssertFalse(old.isAvailable)
        XCTAssertTrue(log.contains("was written by wiring 2.0, this is 1.0 (another wiring rebuilt it): cache off"), "\(log.all)")
        XCTAssertEqual(new.loadAll(), [file(2)], "no row of the old version")
    }

    // MARK: - Paths

    func testDefaultCacheDirectory() {
        XCTAssertEqual(IndexStore.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/a"]),
                       "/x/cache/wiring")
        XCTAssertEqual(IndexStore.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]),
                       "/home/a/.cache/wiring")
        XCTAssertEqual(IndexStore.defaultCacheDirectory(environment: ["HOME": "/home/a"]), "/home/a/.cache/wiring")
        XCTAssertTrue(IndexStore.defaultCacheDirectory(environment: [:]).hasPrefix("/tmp/"))
    }

    func testDatabaseFileName() {
        // FNV-1a 64 reference values: "" is the offset basis; "a" is af63dc4c8601ec8c
        XCTAssertEqual(IndexStore.databaseFileName(workspaceRoot: ""), "root-cbf29ce484222325.sqlite")
        XCTAssertEqual(IndexStore.databaseFileName(workspaceRoot: "a"), "a-af63dc4c8601ec8c.sqlite")
        XCTAssertEqual(IndexStore.databaseFileName(workspaceRoot: "/"), "root-af63a24c860189fe.sqlite")
        let name = IndexStore.databaseFileName(workspaceRoot: "/home/me/My Project (ü)/.hidden")
        XCTAssertTrue(name.hasPrefix("_hidden-"), name)
        XCTAssertNotEqual(IndexStore.databaseFileName(workspaceRoot: "/a/My Project"),
                          IndexStore.databaseFileName(workspaceRoot: "/b/My Project"))
        XCTAssertTrue(IndexStore.databaseFileName(workspaceRoot: "/a/My Project (ü)").hasPrefix("My_Project____-"))
    }
}

extension IndexStoreTests {
    func testLargeWritesAreCheckpointedInTheBackground() throws {
        let log = LogLines()
        let store = open(options(), log)
        // 19 MB, past the 16 MB of these tests' checkpointBytes
        let rows = (0..<300).map { number in
            IndexedFile(path: "/big/\(number)", size: 1, mtimeNanos: 2, ctimeNanos: 3, inode: 4, contentHash: 5,
                        facts: [UInt8](repeating: UInt8(truncatingIfNeeded: number), count: 64 << 10))
        }
        store.update(upserts: Array(rows[..<10]), deletions: [])
        store.waitForCheckpoints()
        let small = fileSize(store.databasePath)
        XCTAssertLessThan(small, 1 << 20, "small writes stay in the WAL")
        store.update(upserts: rows, deletions: [])
        store.waitForCheckpoints()
        XCTAssertGreaterThan(fileSize(store.databasePath), 19 << 20, "copied into the database while it is open")
        XCTAssertEqual(sorted(store.loadAll()), sorted(rows))
    }

    func testALargeWALFoundOnOpeningIsCheckpointed() throws {
        let rows = (0..<300).map { number in
            IndexedFile(path: "/big/\(number)", size: 1, mtimeNanos: 2, ctimeNanos: 3, inode: 4, contentHash: 5,
                        facts: [UInt8](repeating: UInt8(truncatingIfNeeded: number), count: 64 << 10))
        }
        // a first process writes 19 MB without reaching its (larger) threshold, and exits without closing
        let writer = open(options(checkpointBytes: 64 << 20), LogLines())
        writer.update(upserts: rows, deletions: [])
        writer.waitForCheckpoints()
        XCTAssertLessThan(fileSize(writer.databasePath), 1 << 20, "under the threshold: still in the WAL")
        XCTAssertGreaterThan(fileSize(writer.databasePath + "-wal"), 19 << 20)
        // the next one finds the WAL past its threshold
        let reader = open(options(), LogLines())
        reader.waitForCheckpoints()
        XCTAssertGreaterThan(fileSize(reader.databasePath), 19 << 20, "copied into the database on opening")
        XCTAssertEqual(sorted(reader.loadAll()), sorted(rows))
        withExtendedLifetime(writer) {}
    }
}

extension IndexStoreTests {
    /// A first index writes under the size threshold, then says its burst is
    /// over: the WAL is copied and truncated, so the next process does not
    /// read it all to rebuild its index.
    func testTheWALOfABurstIsTruncatedWhenTheBurstEnds() throws {
        let rows = (0..<100).map { number in
            IndexedFile(path: "/burst/\(number)", size: 1, mtimeNanos: 2, ctimeNanos: 3, inode: 4, contentHash: 5,
                        facts: [UInt8](repeating: UInt8(truncatingIfNeeded: number), count: 64 << 10))
        }
        let store = open(options(checkpointBytes: 64 << 20), LogLines())
        store.update(upserts: Array(rows[..<10]), deletions: [])
        store.checkpointAfterBurst()
        store.waitForCheckpoints()
        XCTAssertGreaterThan(fileSize(store.databasePath + "-wal"), 0, "under 4 MB: not worth a checkpoint")
        store.update(upserts: rows, deletions: [])
        store.checkpointAfterBurst()
        store.waitForCheckpoints()
        XCTAssertEqual(fileSize(store.databasePath + "-wal"), 0, "truncated")
        XCTAssertGreaterThan(fileSize(store.databasePath), 6 << 20)
        let reader = open(options(), LogLines())
        XCTAssertEqual(sorted(reader.loadAll()), sorted(rows))
    }
}

/// A database the store creates takes its first burst without a journal,
/// with meta saying so until the burst ends; a file left so by a process
/// that stopped is rebuilt, one a running process fills is left alone.
extension IndexStoreTests {
    private func fillingOptions() -> IndexStore.Options {
        var o = options(checkpointBytes: 64 << 20)
        o.fillsNewDatabaseWithoutJournal = true
        return o
    }

    /// meta's `filling` value, read on a connection of its own.
    private func fillingMark(_ path: String) throws -> String? {
        let db = try SQLiteDatabase(path: path, flags: SQLITE_OPEN_READONLY)
        let select = try db.prepare("SELECT value FROM meta WHERE key = 'filling'")
        return try select.step() ? select.text(at: 0) : nil
    }

    private func journalMode(_ path: String) throws -> String? {
        let db = try SQLiteDatabase(path: path, flags: SQLITE_OPEN_READONLY)
        let select = try db.prepare("PRAGMA journal_mode")
        return try select.step() ? select.text(at: 0) : nil
    }

    func testANewDatabaseIsFilledWithoutAJournalUntilItsBurstEnds() throws {
        let log = LogLines()
        let store = open(fillingOptions(), log)
        XCTAssertTrue(store.isAvailable, "\(log.all)")
        let rows = (0..<200).map { file($0, factsSize: 4096) }
        store.update(upserts: rows, deletions: [])
        XCTAssertEqual(fileSize(store.databasePath + "-wal"), -1, "no WAL while filling")
        XCTAssertEqual(try fillingMark(store.databasePath), String(getpid()))
        XCTAssertEqual(sorted(store.loadAll()), sorted(rows))
        store.checkpointAfterBurst()
        XCTAssertNil(try fillingMark(store.databasePath))
        XCTAssertEqual(try journalMode(store.databasePath), "wal")
        store.update(upserts: [file(500)], deletions: [])
        XCTAssertGreaterThan(fileSize(store.databasePath + "-wal"), 0, "after the burst: WAL")
        let reopenLog = LogLines()
        let reader = open(options(), reopenLog)
        XCTAssertEqual(sorted(reader.loadAll()), sorted(rows + [file(500)]))
        XCTAssertEqual(reopenLog.all, [], "a filled cache is ours")
    }

    /// A store closed before its burst ended wrote what it wrote: it is kept.
    func testAFillClosedBeforeItsBurstEndedIsKept() throws {
        let rows = (0..<20).map { file($0) }
        do {
            let store = open(fillingOptions(), LogLines())
            store.update(upserts: rows, deletions: [])
        }
        let log = LogLines()
        let reader = open(options(), log)
        XCTAssertEqual(sorted(reader.loadAll()), sorted(rows))
        XCTAssertEqual(log.all, [])
        XCTAssertEqual(try journalMode(reader.databasePath), "wal")
    }

    func testAFillLeftByAStoppedProcessIsRebuilt() throws {
        let filler = open(fillingOptions(), LogLines())
        filler.update(upserts: (0..<20).map { file($0) }, deletions: [])
        // as if the process that fills it had stopped: its id names no process
        let db = try SQLiteDatabase(path: filler.databasePath)
        try db.execute("UPDATE meta SET value = '2147483646' WHERE key = 'filling'")
        let log = LogLines()
        let other = open(options(), log)
        XCTAssertTrue(other.isAvailable)
        XCTAssertTrue(log.contains("was left half-filled by a wiring that stopped: rebuilt"), "\(log.all)")
        XCTAssertEqual(other.loadAll(), [])
        XCTAssertNil(try fillingMark(other.databasePath))
    }

    func testAFillOfARunningProcessIsLeftAlone() throws {
        let filler = open(fillingOptions(), LogLines())
        let rows = (0..<20).map { file($0) }
        filler.update(upserts: rows, deletions: [])
        let log = LogLines()
        let other = open(options(busyMilliseconds: 50), log)
        XCTAssertFalse(other.isAvailable, "cache off for this session")
        XCTAssertTrue(log.contains("being filled by wiring process \(getpid())"), "\(log.all)")
        XCTAssertEqual(sorted(filler.loadAll()), sorted(rows), "the filler's rows are untouched")
        filler.checkpointAfterBurst()
        let later = open(options(), LogLines())
        XCTAssertEqual(sorted(later.loadAll()), sorted(rows))
    }
}
