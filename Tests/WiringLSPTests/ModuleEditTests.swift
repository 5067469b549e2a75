import Foundation
import XCTest
import WiringTestSupport

/// Editing a package's manifest or an Xcode project changes which modules
/// see which: the findings follow, without a restart.
final class ModuleEditTests: XCTestCase {
    var tree: TempTree!
    var client: LSPTestClient!

    override func setUpWithError() throws {
        tree = try TempTree()
    }

    override func tearDownWithError() throws {
        try? client?.stop()
        tree.removeAll()
    }

    static func manifest(featureDependsOnOther: Bool) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Repo", targets: [
            .executableTarget(name: "App", dependencies: ["Feature"]),
            .target(name: "Feature"\(featureDependsOnOther ? ", dependencies: [\"Other\"]" : "")),
            .target(name: "Other"),
        ])

        """
    }

    func uri(_ rel: String) -> String { "file://" + tree.absolute(rel) }

    func codes(_ rel: String) throws -> [String?] {
        try client.diagnostics(uri(rel)).diagnostics.map { $0.string("code") }
    }

    /// The root's screen instantiates a `Clock` only `Other` declares: found
    /// once `Feature` depends on `Other`, missing again when it no longer does.
    func testEditingTheManifestRescopes() throws {
        tree.file("Package.swift", Self.manifest(featureDependsOnOther: false))
        tree.file("Sources/App/Root.swift", """
            import SafeDI
            @Instantiable(isRoot: true)
            public final class Root: Instantiable {
                public init(screen: Screen) { self.screen = screen }
                @Instantiated let screen: Screen
            }

            """)
        tree.file("Sources/Feature/Screen.swift", """
            import SafeDI
            @Instantiable
            public final class Screen: Instantiable {
                public init(clock: Clock) { self.clock = clock }
                @Instantiated let clock: Clock
            }

            """)
        tree.file("Sources/Other/Clock.swift", """
            import SafeDI
            @Instantiable
            public final class Clock: Instantiable {
                public init() {}
            }

            """)
        client = try LSPTestClient()
        try client.start(rootURI: "file://" + tree.path)
        XCTAssertEqual(try codes("Sources/Feature/Screen.swift"), ["safedi/no-instantiable"])
        // hover on the finding: the module its file is checked in
        client.open(uri("Sources/Feature/Screen.swift"), try String(contentsOfFile: tree.absolute("Sources/Feature/Screen.swift"), encoding: .utf8))
        _ = try client.diagnostics(uri("Sources/Feature/Screen.swift"), version: 1)
        let hover = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri("Sources/Feature/Screen.swift")], "position": ["line": 4, "character": 32]]) as? JSONObject)
        let text = hover.object("contents")?.string("value") ?? ""
        XCTAssertTrue(text.contains("`safedi/no-instantiable`: in module `Feature` (package target of `"), text)
        XCTAssertTrue(text.hasSuffix("which depends on no other module."), text)

        // the manifest, edited in the editor (not saved)
        client.open(uri("Package.swift"), Self.manifest(featureDependsOnOther: false))
        client.change(uri("Package.swift"), version: 2, [["text": Self.manifest(featureDependsOnOther: true)]])
        XCTAssertEqual(try codes("Sources/Feature/Screen.swift"), [])
        client.change(uri("Package.swift"), version: 3, [["text": Self.manifest(featureDependsOnOther: false)]])
        XCTAssertEqual(try codes("Sources/Feature/Screen.swift"), ["safedi/no-instantiable"])
    }

    /// A gate opened from another target counts only while that target can
    /// see the gate's: moving the opener's file to a target that does not
    /// depend on the gate's (a project edit on disk) leaves it unopened.
    func testEditingAProjectOnDiskRescopes() throws {
        tree.file("Kit/Store.swift", """
            import Initializable
            public actor Store: Initializable {
                public let gate = InitializationGate()
                @WaitForInit public func load() async -> Int { 1 }
            }

            """)
        tree.file("App/Boot.swift", """
            func boot(store: Store) async {
                await store.markInitialized()
            }

            """)
        let project = { (appDependsOnKit: Bool) in
            """
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, KIT, ); };
                    MAIN = {isa = PBXGroup; children = (APPDIR, KITDIR, ); sourceTree = "<group>"; };
                    APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    KITDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
                    APP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                           buildPhases = (); fileSystemSynchronizedGroups = (APPDIR, ); dependencies = (\(appDependsOnKit ? "DEP, " : "")); };
                    KIT = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework";
                           buildPhases = (); fileSystemSynchronizedGroups = (KITDIR, ); };
                    DEP = {isa = PBXTargetDependency; target = KIT; };
                };
                rootObject = ROOT;
            }

            """
        }
        tree.file("App.xcodeproj/project.pbxproj", project(true))
        client = try LSPTestClient()
        try client.start(rootURI: "file://" + tree.path, capabilities: LSPTestClient.capabilities(watchedFiles: true))
        client.open(uri("Kit/Store.swift"), try String(contentsOfFile: tree.absolute("Kit/Store.swift"), encoding: .utf8))
        XCTAssertEqual(try codes("Kit/Store.swift"), [])

        tree.file("App.xcodeproj/project.pbxproj", project(false))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri("App.xcodeproj/project.pbxproj"), "type": 2]]])
        XCTAssertEqual(try codes("Kit/Store.swift"), ["initializable/gate-never-opened"])
    }
}
