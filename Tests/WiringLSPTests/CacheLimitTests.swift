import Foundation
import XCTest
import WiringTestSupport

/// The server holds the cache directory to `WIRING_CACHE_LIMIT_MB` as
/// `wiring check` does: opening its workspace's cache deletes the least
/// recently used others past the cap.
final class CacheLimitTests: XCTestCase {
    func testOpeningTheWorkspaceEvictsTheLeastRecentlyUsedPastTheCap() throws {
        let tree = try TempTree()
        defer { try? FileManager.default.removeItem(atPath: tree.path) }
        tree.file("ws/A.swift", "struct A {}\n")
        let cache = tree.folder("cache")
        func plant(_ name: String, year: Int) throws -> String {
            let path = cache + "/" + name
            try Data(count: 1 << 20).write(to: URL(fileURLWithPath: path))
            let date = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
                                      year: year, month: 1, day: 1).date!
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
            return path
        }
        let older = try plant("older-0000000000000001.sqlite", year: 2001)
        let newer = try plant("newer-0000000000000002.sqlite", year: 2002)

        let client = try LSPTestClient(environment: ["WIRING_CACHE_DIR": cache, "WIRING_CACHE_LIMIT_MB": "2"])
        try client.start(rootURI: "file://" + tree.absolute("ws"))
        let deadline = Date().addingTimeInterval(10)
        while FileManager.default.fileExists(atPath: older) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: older), "stderr:\n\(client.stderrText)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: newer))
        let databases = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".sqlite") }.sorted()
        XCTAssertEqual(databases.count, 2, "\(databases)")
        XCTAssertTrue(databases.contains { $0.hasPrefix("ws-") }, "\(databases)")
        try client.stop()
    }
}
