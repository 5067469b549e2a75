import XCTest
import WiringAnalysis
@testable import WiringProjects

/// Xcode projects: the old-style property list, groups and their paths,
/// sources build phases, synchronized folders with their exceptions,
/// target dependencies and local packages' products.
final class XcodeProjectTests: XCTestCase {
    func testPropertyList() throws {
        let p = try PropertyList.parse("""
            // !$*UTF8*$!
            {
                archiveVersion = 1; /* a comment */
                list = (a, "b c", 'd', );
                nested = { key = "q\\"uote\\n"; data = <0aFF 10>; path = Sources/App.swift; };
            }
            """)
        XCTAssertEqual(p["archiveVersion"], .string("1"))
        XCTAssertEqual(p["list"], .array([.string("a"), .string("b c"), .string("d")]))
        XCTAssertEqual(p["nested"]?["key"], .string("q\"uote\n"))
        XCTAssertEqual(p["nested"]?["data"], .data([0x0a, 0xff, 0x10]))
        XCTAssertEqual(p["nested"]?["path"], .string("Sources/App.swift"))
        XCTAssertThrowsError(try PropertyList.parse("{ a = b "))
        XCTAssertThrowsError(try PropertyList.parse("{ a = (b c); }"))
    }

    /// A project written for this test: an app with grouped files (nested
    /// group paths, a name-only group, SOURCE_ROOT and absolute files, a
    /// generated file), a framework it depends on, a synchronized folder
    /// with exceptions both ways, and a local package's product.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                ROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (APP, KIT, EXT, );
                        packageReferences = (LOCALPKG, ); };
                MAIN = {isa = PBXGroup; children = (APPGROUP, SHARED, KITSYNC, EXTSYNC, ROOTFILE, ); sourceTree = "<group>"; };
                APPGROUP = {isa = PBXGroup; children = (APPFILE, VIRTUAL, ); path = App; sourceTree = "<group>"; };
                VIRTUAL = {isa = PBXGroup; children = (DEEPFILE, ); name = "Only a name"; sourceTree = "<group>"; };
                APPFILE = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                DEEPFILE = {isa = PBXFileReference; path = "Views/Main View.swift"; sourceTree = "<group>"; };
                SHARED = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
                ROOTFILE = {isa = PBXFileReference; path = /abs/Outside.swift; sourceTree = "<absolute>"; };
                GENERATED = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
                MISSING = {isa = PBXFileReference; path = Missing.swift; sourceTree = "<group>"; };
                PLIST = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
                KITSYNC = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (KITEXC, APPEXC, ); path = Kit; sourceTree = "<group>"; };
                KITEXC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy.swift, Old, ); target = KIT; };
                APPEXC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Bridge.swift, ); target = APP; };
                EXTSYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Extension; sourceTree = "<group>"; };
                BF1 = {isa = PBXBuildFile; fileRef = APPFILE; };
                BF2 = {isa = PBXBuildFile; fileRef = DEEPFILE; };
                BF3 = {isa = PBXBuildFile; fileRef = SHARED; };
                BF4 = {isa = PBXBuildFile; fileRef = GENERATED; };
                BF5 = {isa = PBXBuildFile; fileRef = MISSING; };
                BF6 = {isa = PBXBuildFile; fileRef = PLIST; };
                BF7 = {isa = PBXBuildFile; productRef = PRODUCT; };
                APPSOURCES = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, BF3, BF4, BF5, BF6, ); };
                APPRESOURCES = {isa = PBXResourcesBuildPhase; files = (BF6, ); };
                APP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                       buildPhases = (APPSOURCES, APPRESOURCES, ); dependencies = (DEPKIT, );
                       packageProductDependencies = (PRODUCT, ); };
                KIT = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework";
                       buildPhases = (); fileSystemSynchronizedGroups = (KITSYNC, ); };
                EXT = {isa = PBXNativeTarget; name = Ext; productType = "com.apple.product-type.app-extension";
                       buildPhases = (); fileSystemSynchronizedGroups = (EXTSYNC, ); };
                DEPKIT = {isa = PBXTargetDependency; target = KIT; };
                LOCALPKG = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };
                PRODUCT = {isa = XCSwiftPackageProductDependency; package = LOCALPKG; productName = CoreKit; };
            };
            rootObject = ROOT;
        }
        """

    func testProjectTargetsFilesAndDependencies() throws {
        let files = [
            "App/AppDelegate.swift", "App/Views/Main View.swift", "Shared/Shared.swift",
            "Kit/K.swift", "Kit/Sub/S.swift", "Kit/Legacy.swift", "Kit/Old/O.swift", "Kit/Shared/Bridge.swift", "Kit/.hidden/H.swift",
            "Extension/E.swift",
            "Packages/Core/Sources/CoreKit/C.swift", "Packages/Core/Sources/CoreInternal/I.swift",
            "Loose/L.swift",
        ].map { "/ws/" + $0 }
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "CoreKit", targets: ["CoreKit"])],
                                  targets: [.target(name: "CoreKit", dependencies: ["CoreInternal"]), .target(name: "CoreInternal")])
            """
        let folders = ModuleDiscovery.Folders(
            isDirectory: { dir in files.contains { $0.hasPrefix(dir + "/") } },
            contents: { dir in Array(Set(files.filter { $0.hasPrefix(dir + "/") }.map { String($0.dropFirst(dir.count + 1).split(separator: "/")[0]) })) })
        let g = ModuleDiscovery.graph(.init(root: "/ws", swiftFiles: files, manifests: ["/ws/Packages/Core/Package.swift": manifest],
                                            projects: ["/ws/App.xcodeproj/project.pbxproj": Self.project]), folders: folders)
        XCTAssertEqual(g.problems, [])
        func module(_ n: String) throws -> ModuleGraph.Module { try XCTUnwrap(g.modules.first { $0.name == n }, n) }
        func rel(_ m: ModuleGraph.Module) -> [String] { m.files.map { String($0.dropFirst(4)) } }

        let app = try module("App")
        XCTAssertEqual(app.kind, .xcodeTarget)
        XCTAssertEqual(app.type, "com.apple.product-type.application")
        XCTAssertEqual(app.container, "/ws/App.xcodeproj")
        // grouped files, SOURCE_ROOT, and the synchronized file the app takes by exception
        XCTAssertEqual(rel(app), ["App/AppDelegate.swift", "App/Views/Main View.swift", "Kit/Shared/Bridge.swift", "Shared/Shared.swift"])
        XCTAssertEqual(app.dependencies, ["Kit", "CoreKit"])
        XCTAssertEqual(app.dependsOn.map { g.modules[$0].name }, ["Kit", "CoreKit"])

        let kit = try module("Kit")
        XCTAssertEqual(rel(kit), ["Kit/K.swift", "Kit/Shared/Bridge.swift", "Kit/Sub/S.swift"], "exceptions leave Legacy and Old out")
        XCTAssertFalse(kit.isApp)
        XCTAssertEqual(rel(try module("Ext")), ["Extension/E.swift"])
        XCTAssertEqual(rel(try module("CoreKit")), ["Packages/Core/Sources/CoreKit/C.swift"])
        XCTAssertEqual(rel(try module("Loose")), ["Loose/L.swift"])
        XCTAssertTrue(try module("App").isApp)
    }

    /// Xcode writes a product of a local package without `package` (the
    /// package reached through the workspace or a folder reference): it is
    /// the product of that name of the workspace's local packages.
    func testAProductWithoutItsPackageIsTheLocalPackages() throws {
        let files = ["/ws/App/AppDelegate.swift", "/ws/Packages/Core/Sources/CoreKit/C.swift"]
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "CoreKit", targets: ["CoreKit"])],
                                  targets: [.target(name: "CoreKit")])
            """
        let project = Self.project.replacingOccurrences(of: "package = LOCALPKG; productName", with: "productName")
            .replacingOccurrences(of: "packageReferences = (LOCALPKG, );", with: "")
        XCTAssertFalse(project.contains("package = LOCALPKG") || project.contains("(LOCALPKG, )"))
        let folders = ModuleDiscovery.Folders(
            isDirectory: { dir in files.contains { $0.hasPrefix(dir + "/") } },
            contents: { dir in Array(Set(files.filter { $0.hasPrefix(dir + "/") }.map { String($0.dropFirst(dir.count + 1).split(separator: "/")[0]) })) })
        let g = ModuleDiscovery.graph(.init(root: "/ws", swiftFiles: files, manifests: ["/ws/Packages/Core/Package.swift": manifest],
                                            projects: ["/ws/App.xcodeproj/project.pbxproj": project]), folders: folders)
        let app = try XCTUnwrap(g.modules.first { $0.name == "App" })
        XCTAssertEqual(app.dependsOn.map { g.modules[$0].name }, ["Kit", "CoreKit"])
    }

    func testUnreadableProjectIsNamed() {
        let g = ModuleDiscovery.graph(.init(root: "/ws", swiftFiles: ["/ws/a.swift"], projects: ["/ws/A.xcodeproj/project.pbxproj": "{ objects = ("]),
                                      folders: .init(isDirectory: { _ in false }, contents: { _ in [] }))
        XCTAssertEqual(g.problems.count, 1)
        XCTAssertTrue(g.problems[0].message.hasPrefix("Wiring cannot read this project"), g.problems[0].message)
        XCTAssertEqual(g.modules.map(\.name), ["ws"])
    }
    /// A workspace of projects: the app links a framework another project
    /// builds, by its Frameworks phase only (no target dependency), as
    /// Xcode builds it implicitly.
    func testFrameworksOfOtherProjectsAreDependencies() throws {
        let app = """
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
                    MAIN = {isa = PBXGroup; children = (APPDIR, ); sourceTree = "<group>"; };
                    APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    FEATURE = {isa = PBXFileReference; path = Feature.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    LINK = {isa = PBXBuildFile; fileRef = FEATURE; };
                    FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (LINK, ); };
                    APP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                           buildPhases = (FRAMEWORKS, ); fileSystemSynchronizedGroups = (APPDIR, ); };
                };
                rootObject = ROOT;
            }
            """
        let feature = """
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (FEATURE, ); };
                    MAIN = {isa = PBXGroup; children = (DIR, ); sourceTree = "<group>"; };
                    DIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
                    FEATURE = {isa = PBXNativeTarget; name = Feature; productType = "com.apple.product-type.framework";
                               buildPhases = (); fileSystemSynchronizedGroups = (DIR, ); };
                };
                rootObject = ROOT;
            }
            """
        let files = ["/ws/App/Main.swift", "/ws/Feature/Sources/View.swift"]
        let folders = ModuleDiscovery.Folders(isDirectory: { dir in files.contains { $0.hasPrefix(dir + "/") } }, contents: { _ in [] })
        let g = ModuleDiscovery.graph(.init(root: "/ws", swiftFiles: files, projects: [
            "/ws/App.xcodeproj/project.pbxproj": app, "/ws/Feature/Feature.xcodeproj/project.pbxproj": feature]), folders: folders)
        let appModule = try XCTUnwrap(g.modules.firstIndex { $0.name == "App" })
        let featureModule = try XCTUnwrap(g.modules.firstIndex { $0.name == "Feature" })
        XCTAssertEqual(g.modules[appModule].dependencies, ["Feature"])
        XCTAssertEqual(g.modules[appModule].dependsOn, [featureModule])
        XCTAssertEqual(g.modules[featureModule].files, ["/ws/Feature/Sources/View.swift"])
    }
}
