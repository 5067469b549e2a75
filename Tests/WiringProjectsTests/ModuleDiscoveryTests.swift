import XCTest
import WiringAnalysis
@testable import WiringProjects

/// Packages' targets, the files SwiftPM compiles for each, their
/// dependencies across local packages, and the folders no package claims.
final class ModuleDiscoveryTests: XCTestCase {
    /// A workspace in memory: files by path under `/ws` (manifests by their
    /// text, Swift files and others by name only).
    static func graph(_ files: [String: String]) -> ModuleGraph {
        let paths = files.keys.map { "/ws/" + $0 }
        let folders = ModuleDiscovery.Folders(
            isDirectory: { dir in paths.contains { $0.hasPrefix(dir + "/") } },
            contents: { dir in
                Array(Set(paths.filter { $0.hasPrefix(dir + "/") }.map { String($0.dropFirst(dir.count + 1).split(separator: "/")[0]) }))
            })
        var manifests: [String: String] = [:]
        for (p, text) in files where ModuleDiscovery.isManifest((p as NSString).lastPathComponent) { manifests["/ws/" + p] = text }
        return ModuleDiscovery.graph(.init(root: "/ws", swiftFiles: paths.filter { $0.hasSuffix(".swift") },
                                           manifests: manifests), folders: folders)
    }

    static func module(_ g: ModuleGraph, _ name: String, container: String? = nil) -> ModuleGraph.Module? {
        g.modules.first { $0.name == name && (container == nil || $0.container == "/ws" + (container!.isEmpty ? "" : "/" + container!)) }
    }

    static func files(_ g: ModuleGraph, _ name: String, container: String? = nil) -> [String] {
        module(g, name, container: container)?.files.map { String($0.dropFirst("/ws/".count)) } ?? ["<no module \(name)>"]
    }

    func testSourcesBySwiftPMsRules() {
        let g = Self.graph([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "Core", exclude: ["Legacy", "Old.swift"], resources: [.copy("Fixtures")]),
                    .target(name: "Custom", path: "Lib/Custom", sources: ["Public", "Extra.swift"]),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .plugin(name: "Gen", capability: .buildTool()),
                ])
                """,
            "Sources/Core/A.swift": "", "Sources/Core/Sub/B.swift": "", "Sources/Core/.hidden/C.swift": "",
            "Sources/Core/Legacy/D.swift": "", "Sources/Core/Old.swift": "", "Sources/Core/Fixtures/E.swift": "",
            "Sources/Core/Docs.docc/F.swift": "", "Sources/Core/Demo.playground/G.swift": "",
            "Sources/Core/Nested/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"N\")",
            "Sources/Core/Nested/H.swift": "",
            "Lib/Custom/Public/I.swift": "", "Lib/Custom/Extra.swift": "", "Lib/Custom/Private/J.swift": "",
            "Sources/Tool/main.swift": "", "Tests/CoreTests/T.swift": "", "Plugins/Gen/plugin.swift": "",
            "Scripts/loose.swift": "",
        ])
        XCTAssertEqual(Self.files(g, "Core"), ["Sources/Core/A.swift", "Sources/Core/Nested/H.swift", "Sources/Core/Sub/B.swift"])
        XCTAssertEqual(Self.files(g, "Custom"), ["Lib/Custom/Extra.swift", "Lib/Custom/Public/I.swift"])
        XCTAssertEqual(Self.files(g, "Tool"), ["Sources/Tool/main.swift"])
        XCTAssertEqual(Self.files(g, "CoreTests"), ["Tests/CoreTests/T.swift"])
        XCTAssertEqual(Self.files(g, "Gen"), ["Plugins/Gen/plugin.swift"])
        XCTAssertEqual(Self.module(g, "Gen")?.type, "plugin")
        // the nested package is a package of its own, with no targets
        XCTAssertNil(Self.module(g, "N"))
        // what no package claims is a folder module
        XCTAssertEqual(Self.files(g, "Scripts"), ["Scripts/loose.swift"])
        XCTAssertEqual(Self.module(g, "Scripts")?.kind, .folder)
    }

    /// A target's source file named `Package.swift` (a model type) is no
    /// manifest: it has no tools version line and imports no
    /// PackageDescription, and its target compiles it.
    func testASourceNamedPackageSwiftIsNoManifest() {
        let g = Self.graph([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P", targets: [.executableTarget(name: "App")])
                """,
            "Sources/App/main.swift": "",
            "Sources/App/Models/Package.swift": "import Foundation\nfinal class Package { var name = \"\" }",
        ])
        XCTAssertEqual(Self.files(g, "App"), ["Sources/App/Models/Package.swift", "Sources/App/main.swift"])
        XCTAssertEqual(g.modules.count, 1)
        XCTAssertTrue(g.problems.isEmpty)
    }

    func testPredefinedFoldersAndTheOnlyTargetOfItsKind() {
        let g = Self.graph([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Solo", targets: [.executableTarget(name: "Solo"), .testTarget(name: "SoloTests")])
                """,
            "src/main.swift": "", "src/Util/U.swift": "", "Tests/X.swift": "",
        ])
        // `src` is the predefined folder that exists; from 5.9 the only
        // target of its kind may occupy it whole
        XCTAssertEqual(Self.files(g, "Solo"), ["src/Util/U.swift", "src/main.swift"])
        XCTAssertEqual(Self.files(g, "SoloTests"), ["Tests/X.swift"])

        let old = Self.graph([
            "Package.swift": """
                // swift-tools-version:5.8
                import PackageDescription
                let package = Package(name: "Solo", targets: [.executableTarget(name: "Solo")])
                """,
            "Sources/main.swift": "",
        ])
        XCTAssertEqual(Self.files(old, "Solo"), [], "before 5.9 a target needs its own folder")
        XCTAssertEqual(Self.files(old, "Sources"), ["Sources/main.swift"])
    }

    func testDependenciesResolveWithinAndAcrossLocalPackages() throws {
        let g = Self.graph([
            "App/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App",
                    dependencies: [.package(path: "../Kit"), .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0")],
                    targets: [
                        .executableTarget(name: "App", dependencies: ["Feature", .product(name: "KitLib", package: "Kit"),
                                                                      .product(name: "Logging", package: "swift-log")]),
                        .target(name: "Feature", dependencies: ["KitLib"]),
                    ])
                """,
            "App/Sources/App/main.swift": "", "App/Sources/Feature/F.swift": "",
            "Kit/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitLib", targets: ["KitCore", "KitUI"])],
                    targets: [.target(name: "KitCore"), .target(name: "KitUI", dependencies: ["KitCore"]), .target(name: "KitPrivate")])
                """,
            "Kit/Sources/KitCore/C.swift": "", "Kit/Sources/KitUI/U.swift": "", "Kit/Sources/KitPrivate/P.swift": "",
        ])
        func deps(_ name: String) -> [String] {
            let m = Self.module(g, name)!
            return m.dependsOn.map { g.modules[$0].name }
        }
        XCTAssertEqual(Self.module(g, "App")?.dependencies, ["Feature", "KitLib", "Logging"])
        XCTAssertEqual(deps("App"), ["Feature", "KitCore", "KitUI"], "a remote product resolves to nothing")
        XCTAssertEqual(deps("Feature"), ["KitCore", "KitUI"], "by name: a product of a package it depends on")
        XCTAssertEqual(deps("KitUI"), ["KitCore"])
        let app = try XCTUnwrap(g.modules.firstIndex { $0.name == "App" })
        XCTAssertEqual(g.visible(from: app).map { g.modules[$0].name }, ["App", "Feature", "KitCore", "KitUI"])
        XCTAssertTrue(g.problems.isEmpty)
    }

    func testUnreadableManifestFallsBackToItsFolder() {
        let g = Self.graph([
            "Odd/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Odd", targets: makeTargets())
                """,
            "Odd/Sources/A/A.swift": "", "Odd/Sources/B/B.swift": "",
            "Other/x.swift": "",
        ])
        XCTAssertEqual(g.problems.count, 1)
        XCTAssertEqual(g.problems.first?.file, "/ws/Odd/Package.swift")
        XCTAssertTrue(g.problems.first?.message.contains("its targets are 'makeTargets'") == true, "\(g.problems)")
        XCTAssertEqual(Self.files(g, "Odd"), ["Odd/Sources/A/A.swift", "Odd/Sources/B/B.swift"])
        XCTAssertEqual(Self.files(g, "Other"), ["Other/x.swift"])
    }

    func testWithoutPackagesTheWorkspaceIsOneModule() {
        let g = Self.graph(["A/a.swift": "", "b.swift": ""])
        XCTAssertEqual(g.modules.count, 1)
        XCTAssertEqual(g.modules[0].kind, .folder)
        XCTAssertEqual(g.modules[0].files, ["/ws/A/a.swift", "/ws/b.swift"])
    }

    func testSnippetsAreExecutablesOfTheirOwn() {
        let g = Self.graph([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P", products: [.library(name: "Lib", targets: ["Lib"])],
                                      targets: [.target(name: "Lib"), .target(name: "Internal")])
                """,
            "Sources/Lib/L.swift": "", "Sources/Internal/I.swift": "", "Snippets/Intro.swift": "", "Snippets/More/Deep.swift": "",
        ])
        XCTAssertEqual(Self.module(g, "Intro")?.type, "snippet")
        XCTAssertEqual(Self.module(g, "Deep")?.dependencies, ["Lib"])
        XCTAssertEqual(Self.files(g, "Intro"), ["Snippets/Intro.swift"])
    }

    /// The core's rule about manifests: its examples, as a package's manifest.
    func testUnreadableManifestRuleExamples() {
        let rule = ModuleRules.unreadableManifest
        for example in rule.triggeringExamples {
            XCTAssertEqual(Self.graph(["Package.swift": example, "Sources/Core/a.swift": ""]).problems.count, 1, example)
        }
        for example in rule.nonTriggeringExamples {
            XCTAssertEqual(Self.graph(["Package.swift": example, "Sources/Core/a.swift": ""]).problems, [], example)
        }
    }
}
