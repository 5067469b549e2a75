import Foundation
import XCTest
import WiringAnalysis
import WiringLibraries
@testable import WiringEngine
@testable import WiringIndex
import WiringTestSupport

/// The module graph kept in the cache: used by the next run when nothing
/// it is read from changed, read again when a manifest, a project or the
/// set of files did, and never trusted when damaged.
final class ModuleCacheTests: XCTestCase {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B", dependencies: ["A"])])
        """

    func testGraphCodingRoundTripsAndRejectsDamage() throws {
        var a = ModuleGraph.Module(name: "A", kind: .packageTarget, type: "regular", container: "/p",
                                   dependencies: ["B", "Remote"], files: ["/p/Sources/A/a.swift", "/p/Sources/A/ü.swift"])
        a.dependsOn = [1]
        let b = ModuleGraph.Module(name: "B", kind: .xcodeTarget, type: "com.apple.product-type.framework",
                                   container: "/p/B.xcodeproj", files: ["/p/Sources/A/a.swift"])
        let graph = ModuleGraph(modules: [a, b], problems: [.init(file: "/p/Package.swift", offset: 42, message: "why")])
        let blob = ModuleGraphCoding.encode(graph)
        XCTAssertEqual(try ModuleGraphCoding.decode(blob), graph)
        XCTAssertThrowsError(try ModuleGraphCoding.decode(Array(blob.dropLast())))
        XCTAssertThrowsError(try ModuleGraphCoding.decode(blob + [0]))
        var wrongIndex = ModuleGraph(modules: [a])
        wrongIndex.modules[0].dependsOn = [5]
        XCTAssertThrowsError(try ModuleGraphCoding.decode(ModuleGraphCoding.encode(wrongIndex)), "a dependency outside the graph")
    }

    func testNextRunTakesTheGraphFromTheCacheUntilAManifestChanges() throws {
        let tree = try TempTree()
        tree.file("Package.swift", Self.manifest)
        tree.file("Sources/A/a.swift")
        tree.file("Sources/B/b.swift")
        let cache = try TempTree()
        func graph() -> ModuleGraph {
            let e = WorkspaceEngine(options: .init(roots: [tree.path], libraries: Registry.libraries, cacheDirectory: cache.path))
            e.index()
            e.flushCache()
            return e.modules
        }
        let first = graph()
        XCTAssertEqual(first.modules.map(\.name), ["A", "B"])
        XCTAssertEqual(graph(), first)
        // what the cache holds is what the next run uses: a planted graph under the same fingerprint
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".sqlite") })
        let database = try SQLiteDatabase(path: cache.path + "/" + name)
        let planted = ModuleGraph.single(root: tree.path, files: first.modules.flatMap(\.files))
        let hex = ModuleGraphCoding.encode(planted).map { String(format: "%02x", $0) }.joined()
        try database.execute("UPDATE results SET blob = x'\(hex)' WHERE id = \(IndexStore.ResultSlot.modules.rawValue)")
        XCTAssertEqual(graph(), planted)

        // the manifest's text is part of what the graph is read from
        tree.overwrite("Package.swift", Self.manifest.replacingOccurrences(of: "dependencies: [\"A\"]", with: "dependencies: []"))
        let edited = graph()
        XCTAssertEqual(edited.modules.map(\.dependencies), [[], []])
        // so is the set of files
        tree.file("Sources/B/c.swift")
        XCTAssertEqual(graph().modules[1].files.count, 2)

        // a damaged entry is read again from the manifests
        try database.execute("UPDATE results SET blob = substr(blob, 1, 5) WHERE id = \(IndexStore.ResultSlot.modules.rawValue)")
        XCTAssertEqual(graph().modules[1].files.count, 2)
    }
}
