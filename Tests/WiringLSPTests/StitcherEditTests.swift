import Foundation
import XCTest
import WiringTestSupport

/// Removing a Stitcher registration in one file republishes every
/// injection it answered, in other files, and restoring it clears them.
final class StitcherEditTests: XCTestCase {
    var tree: TempTree!
    var client: LSPTestClient!

    override func setUpWithError() throws { tree = try TempTree() }

    override func tearDownWithError() throws {
        try? client?.stop()
        tree.removeAll()
    }

    func uri(_ rel: String) -> String { "file://" + tree.absolute(rel) }

    static let container = """
        import Stitcher

        let container = DependencyContainer {
            Dependency { Session() }
            Dependency { Uploader() }
        }

        """

    func testRemovingARegistrationRepublishesEveryInjection() throws {
        tree.file("Container.swift", Self.container)
        tree.file("Types.swift", """
            import StitcherMacros

            final class Session {}

            final class Uploader {
                @InjectedParameters
                init(session: Session) {}
            }

            """)
        tree.file("Screen.swift", """
            import Stitcher

            final class ScreenModel {
                @Injected var session: Session
            }

            """)
        client = try LSPTestClient()
        try client.start(rootURI: "file://" + tree.path)
        client.open(uri("Container.swift"), Self.container)
        XCTAssertEqual(try client.diagnostics(uri("Container.swift"), version: 1).diagnostics.count, 0)

        try client.assertRemovalRepublishes(uri("Container.swift"), text: Self.container, removing: "    Dependency { Session() }\n",
                                            readers: ["Types.swift", "Screen.swift"].map(uri), rule: "stitcher/missing-dependency")

        // from the injected property to its registration
        client.open(uri("Screen.swift"), try String(contentsOfFile: tree.absolute("Screen.swift"), encoding: .utf8))
        _ = try client.diagnostics(uri("Screen.swift"), version: 1)
        let found = (try client.result("textDocument/definition", [
            "textDocument": ["uri": uri("Screen.swift")], "position": ["line": 3, "character": 20]]) as? [Any]) ?? []
        let first = try XCTUnwrap(found.first as? JSONObject, "\(found)")
        XCTAssertEqual(first.string("uri"), uri("Container.swift"))
        XCTAssertEqual(first.object("range")?.object("start")?.int("line"), 3)
    }
}
