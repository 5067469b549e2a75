import Foundation
import XCTest
@testable import WiringIndex

/// The cache directory as a whole: its databases listed by last use, and
/// held to a cap by the store that opens or writes one of them.
final class CacheDirectoryTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "wiring-cache-directory-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A file named like a database, of `bytes`, last used at `seconds` since 1970.
    @discardableResult
    private func plant(_ name: String, bytes: Int, seconds: Int) throws -> String {
        let path = directory + "/" + name
        try Data(count: bytes).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(seconds))], ofItemAtPath: path)
        return path
    }

    private func names(_ entries: [CacheDirectory.Entry]) -> [String] { entries.map { ($0.path as NSString).lastPathComponent } }

    func testEntriesAreMostRecentlyUsedFirstWithTheirCompanionsCounted() throws {
        try plant("b.sqlite", bytes: 10, seconds: 2_000)
        try plant("b.sqlite-wal", bytes: 5, seconds: 9_000)
        try plant("a.sqlite", bytes: 20, seconds: 2_000)
        try plant("c.sqlite", bytes: 30, seconds: 3_000)
        try plant("notes.txt", bytes: 1, seconds: 4_000)
        let entries = CacheDirectory.entries(in: directory, readingRoots: true)
        XCTAssertEqual(names(entries), ["c.sqlite", "a.sqlite", "b.sqlite"])
        XCTAssertEqual(entries.map(\.bytes), [30, 20, 15])
        XCTAssertEqual(entries.map(\.lastUsedNanos), [3_000_000_000_000, 2_000_000_000_000, 2_000_000_000_000])
        XCTAssertEqual(entries.map(\.roots), [[], [], []], "not databases: nothing recorded")
        XCTAssertEqual(CacheDirectory.entries(in: directory + "/missing", readingRoots: true), [])
    }

    func testEvictionDeletesTheOldestUntilUnderTheCapButNeverTheOneKept() throws {
        let kept = try plant("kept.sqlite", bytes: 100, seconds: 1_000)
        try plant("old.sqlite", bytes: 100, seconds: 2_000)
        try plant("old.sqlite-shm", bytes: 100, seconds: 2_000)
        try plant("new.sqlite", bytes: 100, seconds: 3_000)
        try plant("newer.sqlite", bytes: 100, seconds: 4_000)
        let evicted = CacheDirectory.evict(in: directory, limit: 250, keeping: kept)
        XCTAssertEqual(names(evicted), ["old.sqlite", "new.sqlite"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["kept.sqlite", "newer.sqlite"])
        XCTAssertEqual(CacheDirectory.evict(in: directory, limit: 0, keeping: kept).count, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["kept.sqlite"])
    }

    func testTheLimitComesFromTheEnvironmentInMegabytes() {
        XCTAssertEqual(CacheDirectory.limit(environment: [:]).bytes, 500 << 20)
        XCTAssertNil(CacheDirectory.limit(environment: [:]).problem)
        XCTAssertEqual(CacheDirectory.limit(environment: ["WIRING_CACHE_LIMIT_MB": "12"]).bytes, 12 << 20)
        XCTAssertEqual(CacheDirectory.limit(environment: ["WIRING_CACHE_LIMIT_MB": "0"]).bytes, 0)
        for bad in ["-1", "1.5", "12MB", "99999999999999999999"] {
            let limit = CacheDirectory.limit(environment: ["WIRING_CACHE_LIMIT_MB": bad])
            XCTAssertEqual(limit.bytes, 500 << 20, bad)
            XCTAssertEqual(limit.problem, "WIRING_CACHE_LIMIT_MB '\(bad)' is not a whole number of megabytes: the cap is 500 MB")
        }
    }

    func testAStoreMarksItsUseAndEvictsOthersWhenOpenedAndWhenItsWritesPassTheCap() throws {
        let small = try plant("small.sqlite", bytes: 1 << 20, seconds: 1_000)
        let options = IndexStore.Options(cacheDirectory: directory, workspaceRoot: "/work/project", formatVersion: 1,
                                         toolVersion: "1.0", sizeLimitBytes: 8 << 20)
        let before = Date()
        let store = IndexStore.open(options) { _ in }
        XCTAssertTrue(store.isAvailable)
        XCTAssertTrue(FileManager.default.fileExists(atPath: small), "under the cap when opened")
        let mine = try XCTUnwrap(CacheDirectory.entries(in: directory, readingRoots: true).first)
        XCTAssertEqual(mine.path, store.databasePath)
        XCTAssertEqual(mine.roots, ["/work/project"])
        XCTAssertGreaterThanOrEqual(Double(mine.lastUsedNanos) / 1e9, before.timeIntervalSince1970.rounded(.down))

        // a write of more than the cap: the other database goes, this one stays
        let facts = [UInt8](repeating: 7, count: IndexStore.evictionBytes)
        store.update(upserts: [IndexedFile(path: "/work/project/A.swift", size: 1, mtimeNanos: 1, ctimeNanos: 1, inode: 1,
                                           contentHash: 1, facts: facts)], deletions: [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: small))
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.databasePath))
        XCTAssertEqual(store.loadStats().map(\.path), ["/work/project/A.swift"])

        // opened again past the cap, by another workspace: the least recently used goes first
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 5_000)],
                                              ofItemAtPath: store.databasePath)
        let other = IndexStore.open(IndexStore.Options(cacheDirectory: directory, workspaceRoot: "/work/other", formatVersion: 1,
                                                       toolVersion: "1.0", sizeLimitBytes: 1 << 20)) { _ in }
        XCTAssertTrue(other.isAvailable)
        XCTAssertEqual(names(CacheDirectory.entries(in: directory, readingRoots: false)),
                       [(other.databasePath as NSString).lastPathComponent])
    }
}
