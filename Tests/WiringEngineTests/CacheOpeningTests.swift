import Foundation
import XCTest
import WiringLibraries
import WiringEngine
import WiringTestSupport

/// The engine opens its cache only once discovery finds a Swift file: a
/// folder without any leaves nothing in the cache directory.
final class CacheOpeningTests: XCTestCase {
    func testNoCacheUntilASwiftFileIsFound() throws {
        let tree = try TempTree()
        defer { try? FileManager.default.removeItem(atPath: tree.path) }
        tree.file("ws/README.md", "notes\n")
        let cache = tree.absolute("cache")
        let engine = WorkspaceEngine(options: .init(roots: [tree.absolute("ws")], libraries: Registry.libraries,
                                                    cacheDirectory: cache))
        XCTAssertNil(engine.storedResult())
        let empty = engine.index()
        XCTAssertEqual(empty.files, 0)
        XCTAssertNil(empty.cachePath)
        engine.storeResult()
        engine.flushCache()
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache))

        tree.file("ws/A.swift", "struct A {}\n")
        let found = engine.index()
        XCTAssertEqual(found.files, 1)
        let path = try XCTUnwrap(found.cachePath)
        XCTAssertTrue(path.hasPrefix(cache + "/"), path)
        engine.flushCache()
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }
}
