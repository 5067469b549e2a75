import XCTest
import WiringAnalysis
@testable import WiringProjects

/// `Package.swift` read as SwiftPM evaluates it on Linux with no
/// environment: every form the manifests of real packages use for their
/// targets, products and dependencies.
final class ManifestTests: XCTestCase {
    func read(_ body: String, tools: String = "5.9", file: StaticString = #filePath, line: UInt = #line) throws -> PackageManifest {
        do {
            return try PackageManifest.read("// swift-tools-version:\(tools)\nimport PackageDescription\n\n" + body)
        } catch {
            XCTFail("unreadable: \(error.message)", file: file, line: line)
            throw error
        }
    }

    func unreadable(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try PackageManifest.read("// swift-tools-version:5.9\nimport PackageDescription\n" + body)
            XCTFail("read a manifest Wiring should not claim to read", file: file, line: line)
            return nil
        } catch {
            return error.message
        }
    }

    func summary(_ m: PackageManifest) -> [String] {
        m.targets.map { t in
            "\(t.name) \(t.type)" + (t.dependencies.isEmpty ? "" : " → " + t.dependencies.map(\.name).joined(separator: ","))
        }
    }

    func testToolsVersion() {
        XCTAssertEqual(PackageManifest.toolsVersion(of: "// swift-tools-version:5.9\n"), [5, 9])
        XCTAssertEqual(PackageManifest.toolsVersion(of: "// swift-tools-version: 6.0\nimport PackageDescription"), [6, 0])
        XCTAssertEqual(PackageManifest.toolsVersion(of: "//swift-tools-version:5.7.1; (xcode)"), [5, 7, 1])
        XCTAssertNil(PackageManifest.toolsVersion(of: "import PackageDescription"))
        // blank lines first: still the first line (SwiftPM 5.4 and later)
        XCTAssertEqual(PackageManifest.toolsVersion(of: "\n\n  // swift-tools-version:5.9\n"), [5, 9])
        // below a header: read by SwiftPM 6 when it says 6.0 or later, rejected below that
        XCTAssertEqual(PackageManifest.toolsVersion(of: "//\n//  Package.swift\n//\n\n// swift-tools-version: 6.3\nimport PackageDescription"),
                       [6, 3])
        XCTAssertNil(PackageManifest.toolsVersion(of: "// Copyright\n// swift-tools-version:5.9\nimport PackageDescription"))
    }

    func testLiteralTargetsOfEveryType() throws {
        let m = try read("""
            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Core"]), .executable(name: "tool", targets: ["Tool"])],
                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
                    .package(path: "../Shared"),
                ],
                targets: [
                    .target(name: "Core", dependencies: [.product(name: "Logging", package: "swift-log"), "Shared"]),
                    .executableTarget(name: "Tool", dependencies: ["Core", .target(name: "Macros")]),
                    .testTarget(name: "CoreTests", dependencies: [.byName(name: "Core")]),
                    .macro(name: "Macros", dependencies: []),
                    .plugin(name: "Gen", capability: .buildTool()),
                    .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
                    .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                ]
            )
            """)
        XCTAssertEqual(m.name, "Kit")
        XCTAssertEqual(summary(m), ["Core regular → Logging,Shared", "Tool executable → Core,Macros", "CoreTests test → Core",
                                    "Macros macro", "Gen plugin", "CZlib system", "Blob binary"])
        XCTAssertEqual(m.targets[0].dependencies[0], .product(name: "Logging", package: "swift-log"))
        XCTAssertEqual(m.products.map(\.name), ["Kit", "tool"])
        XCTAssertEqual(m.dependencies.map(\.identity), ["swift-log", "shared"])
        XCTAssertEqual(m.dependencies[1].path, "../Shared")
    }

    func testConstantsConcatenationAndMutation() throws {
        let m = try read("""
            let common: [Target.Dependency] = ["Base"]
            var targets: [Target] = [
                .target(name: "Base"),
                .target(name: "A", dependencies: common + ["Extra"]),
            ]
            targets += [.target(name: "B", dependencies: common)]
            targets.append(.testTarget(name: "ATests", dependencies: ["A"]))
            targets.append(contentsOf: [.target(name: "Extra")])
            let package = Package(name: "P", targets: targets)
            package.targets.append(.executableTarget(name: "App", dependencies: ["A", "B"]))
            package.products += [.library(name: "A", targets: ["A"])]
            """)
        XCTAssertEqual(summary(m), ["Base regular", "A regular → Base,Extra", "B regular → Base", "ATests test → A",
                                    "Extra regular", "App executable → A,B"])
        XCTAssertEqual(m.products.map(\.name), ["A"])
    }

    func testConditionalCompilationForThisHost() throws {
        let m = try read("""
            #if os(macOS)
            let platformTargets: [Target] = [.target(name: "MacOnly")]
            #elseif os(Linux)
            let platformTargets: [Target] = [.target(name: "LinuxOnly")]
            #else
            let platformTargets: [Target] = []
            #endif
            let package = Package(name: "P", targets: platformTargets + [
                .target(name: "Common", dependencies: [
                    #if canImport(Darwin)
                    "DarwinShim",
                    #else
                    "GlibcShim",
                    #endif
                ]),
                #if swift(>=5.9) && !canImport(UIKit)
                .target(name: "Modern"),
                #endif
                #if compiler(>=99.0)
                .target(name: "Future"),
                #endif
            ])
            """)
        XCTAssertEqual(summary(m), ["LinuxOnly regular", "Common regular → GlibcShim", "Modern regular"])
    }

    /// A manifest of tools version 5.x compiles in Swift 5 mode:
    /// `swift(>=6)` does not hold there; it holds from tools version 6.
    func testLanguageModeFollowsToolsVersion() throws {
        let body = """
            #if swift(>=6.0)
            let name = "six"
            #else
            let name = "five"
            #endif
            let package = Package(name: name)
            """
        XCTAssertEqual(try read(body, tools: "5.10").name, "five")
        XCTAssertEqual(try read(body, tools: "6.0").name, "six")
    }

    func testEnvironmentIsUnset() throws {
        let m = try read("""
            let useLocal = ProcessInfo.processInfo.environment["USE_LOCAL"] != nil
            let package = Package(name: "P", targets: [.target(name: "A")])
            if Context.environment["SWIFTCI_USE_LOCAL_DEPS"] == nil {
                package.dependencies += [.package(url: "https://example.com/remote.git", from: "1.0.0")]
            } else {
                package.dependencies += [.package(path: "../remote")]
            }
            if useLocal {
                package.targets.append(.target(name: "Local"))
            }
            if ["1", "true"].contains(ProcessInfo.processInfo.environment["BENCH"]?.lowercased()) {
                package.targets.append(.executableTarget(name: "Bench"))
            }
            """)
        XCTAssertEqual(summary(m), ["A regular"])
        XCTAssertEqual(m.dependencies.map(\.identity), ["remote"])
        XCTAssertNil(m.dependencies[0].path)
    }

    /// Targets, products and package dependencies are classes: a change
    /// through any variable shows in the package.
    func testReferenceSemantics() throws {
        let m = try read("""
            let cli = Target.executableTarget(name: "CLI", dependencies: ["Core"])
            let package = Package(name: "P", targets: [.target(name: "Core"), .target(name: "Debug"), cli])
            cli.dependencies.append(.target(name: "Debug"))
            """)
        XCTAssertEqual(summary(m), ["Core regular", "Debug regular", "CLI executable → Core,Debug"])
    }

    func testLoopsAndClosuresThatRun() throws {
        let m = try read("""
            let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
            let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])])
            for target in package.targets {
                var s = target.swiftSettings ?? []
                s.append(contentsOf: settings)
                target.swiftSettings = s
            }
            for target in package.targets where target.name == "ATests" {
                target.dependencies += ["Helpers"]
            }
            package.targets.forEach { target in
                if target.name == "A" { target.dependencies.append("Log") }
            }
            package.targets += {
                var extra: [Target] = [.target(name: "Helpers")]
                extra.append(.target(name: "Log"))
                return extra
            }()
            """)
        XCTAssertEqual(summary(m), ["A regular → Log", "ATests test → A,Helpers", "Helpers regular", "Log regular"])
    }

    /// (SwiftPM's `dump-package` agrees on this manifest.)
    func testSwitchOverAnEnumOrAString() throws {
        let m = try read("""
            enum Module: CaseIterable {
                case core, ui, app

                var name: String {
                    switch self {
                    case .core: return "Core"
                    case .ui: return "DesignSystem"
                    case .app: return "App"
                    }
                }

                var dependencies: [Target.Dependency] {
                    switch self {
                    case .core:
                        []
                    case .ui, .app:
                        [.target(name: Module.core.name)]
                    }
                }
            }

            func kind(_ name: String) -> String {
                switch name {
                case "App": return "executable"
                default: return "regular"
                }
            }

            let package = Package(
                name: "S",
                targets: Module.allCases.map { m in
                    kind(m.name) == "executable"
                        ? .executableTarget(name: m.name, dependencies: m.dependencies + [.target(name: Module.ui.name)])
                        : .target(name: m.name, dependencies: m.dependencies)
                }
            )
            """)
        XCTAssertEqual(summary(m), ["Core regular", "DesignSystem regular → Core", "App executable → Core,DesignSystem"])
        // a pattern Wiring cannot tell: the switch is passed over, and what it changes is unknown
        XCTAssertNotNil(unreadable("""
            let mode = "x"
            let package = Package(name: "P", targets: [.target(name: "A")])
            switch mode {
            case let m where m.hasPrefix("x"): package.targets.append(.target(name: "B"))
            default: break
            }
            """))
    }

    func testFunctionsAndComputedVariablesDeclaredBelowTheirUse() throws {
        let m = try read("""
            let package = Package(name: "P", targets: [.target(name: "Kit", dependencies: common(["Log"]))] + extras)
            if buildOnlyTests { package.targets = [] }
            func common<T>(_ values: [T]) -> [T] { values }
            var buildOnlyTests: Bool { ProcessInfo.processInfo.environment["ONLY_TESTS"] != nil }
            var extras: [Target] { [.target(name: "Log")] }
            """)
        XCTAssertEqual(summary(m), ["Kit regular → Log", "Log regular"])
        // `if` as a function's value, `as` casts (RxSwift's manifest)
        let rx = try read("""
            let buildTests = false
            extension Target {
                static func allTests() -> [Target] {
                    if buildTests {
                        [.target(name: "AllTests")]
                    } else {
                        []
                    }
                }
            }
            let package = Package(name: "P", targets: ([[.target(name: "Kit")], Target.allTests()] as [[Target]]).flatMap { $0 })
            """)
        XCTAssertEqual(summary(rx), ["Kit regular"])
    }

    func testAChangeThroughFirstWhere() throws {
        let m = try read("""
            let kit = (name: "Kit", targets: ["Kit"])
            let package = Package(name: "P", products: [.library(name: kit.name, targets: kit.targets)],
                                  targets: [.target(name: "Kit"), .target(name: "Log")])
            package.targets.first(where: { $0.name == "Kit" })!.dependencies += ["Log"]
            package.targets.first(where: { $0.name == "Missing" })?.dependencies += ["Log"]
            """)
        XCTAssertEqual(summary(m), ["Kit regular → Log", "Log regular"])
        XCTAssertEqual(m.products.map(\.name), ["Kit"])
        // a change to what Wiring cannot tell is no silent omission
        XCTAssertEqual(unreadable("""
            let package = Package(name: "P", targets: [.target(name: "Kit")])
            package.targets.last(where: { $0.name == "Kit" })!.dependencies += ["Log"]
            """)?.contains("changes 'dependencies' of a value Wiring cannot tell"), true)
    }

    func testFunctionsOfTheManifestRun() throws {
        let m = try read("""
            func dependencies() -> [Package.Dependency] {
                if Context.environment["LOCAL"] == nil {
                    return [.package(url: "https://example.com/a.git", from: "1.0.0")]
                } else {
                    return [.package(path: "../a")]
                }
            }
            func library(_ name: String, deps: [Target.Dependency] = []) -> Target {
                .target(name: name, dependencies: deps)
            }
            let package = Package(name: "P", dependencies: dependencies(),
                                  targets: [library("A"), library("B", deps: ["A"])])
            """)
        XCTAssertEqual(summary(m), ["A regular", "B regular → A"])
        XCTAssertEqual(m.dependencies.map(\.identity), ["a"])
    }

    /// Static members of the manifest's own types and extensions, declared
    /// after the package or before it: stored, computed, and functions
    /// called as implicit members.
    func testStaticMembersOfTheManifestsTypes() throws {
        let m = try read("""
            let package = Package(
                name: "P",
                products: [.singleTargetLibrary("Feature")],
                targets: Package.targets
            )

            extension Package {
                @MainActor static var targets: [Target] = [
                    .target(name: "Feature", dependencies: Dependencies.common + ["Storage"], swiftSettings: [SwiftSetting.strict]),
                    .target(name: "Storage", dependencies: Dependencies.common),
                    .target(name: "Common"),
                ] + testTargets
                static var testTargets: [Target] { [.testTarget(name: "FeatureTests", dependencies: ["Feature"])] }
            }

            enum Dependencies {
                static let common: [Target.Dependency] = ["Common"]
            }

            extension Product {
                static func singleTargetLibrary(_ name: String) -> Product {
                    .library(name: name, targets: [name])
                }
            }

            extension SwiftSetting {
                static let strict: SwiftSetting = .enableUpcomingFeature("StrictConcurrency")
            }
            """)
        XCTAssertEqual(summary(m), ["Feature regular → Common,Storage", "Storage regular → Common", "Common regular",
                                    "FeatureTests test → Feature"])
        XCTAssertEqual(m.products.map(\.name), ["Feature"])
        XCTAssertEqual(m.products.flatMap(\.targets), ["Feature"])
    }

    /// (SwiftPM's `dump-package` agrees on this manifest: `scripts/check-modules`.)
    func testEnumsMapsAndInterpolationsOfTheManifest() throws {
        let m = try read("""
            enum Module: String, CaseIterable {
                case core
                case feature = "Feature", app = "MyApp"

                var dependency: Target.Dependency { .target(name: rawValue) }
                var tests: String { "\\(self.rawValue)Tests" }
            }
            enum Tag { case a, b, meta(Int) }
            let base = ["core", "Feature"]
            let modules: [Target] = [Module.core, .feature].map { .target(name: $0.rawValue) }
            let generated: [Target] = [["X", "Y"]].flatMap { $0.map { Target.target(name: "Gen\\($0)") } }
            let package = Package(
                name: "P",
                targets: modules + [
                    .executableTarget(name: Module.app.rawValue, dependencies: base.map { .target(name: $0) }),
                    .testTarget(name: Module.feature.tests, dependencies: [Module.feature.dependency, Module.core.dependency]),
                    .testTarget(name: "\\(Module.app.rawValue)-\\(base.count)Tests", dependencies: ["MyApp"]),
                ] + generated
            )
            for m in Module.allCases where m.rawValue == "core" {
                package.targets.append(.target(name: m.rawValue + "Extras"))
            }
            """)
        XCTAssertEqual(summary(m), [
            "core regular", "Feature regular", "MyApp executable → core,Feature", "FeatureTests test → Feature,core",
            "MyApp-2Tests test → MyApp", "GenX regular", "GenY regular", "coreExtras regular",
        ])
        // a case without a written raw value, of an enum whose raw values are not strings
        XCTAssertNotNil(unreadable("""
            enum Kind { case a }
            let package = Package(name: "P", targets: [.target(name: Kind.a.rawValue)])
            """))
    }

    /// A manifest's own static functions named as PackageDescription's
    /// factories (`extension Target { static func target(name: Targets, …) }`,
    /// as modular apps write them): Swift calls the manifest's when an
    /// argument is one of its enum's cases, and the overload whose labels fit.
    func testOwnFunctionsNamedAsFactories() throws {
        let m = try read("""
            let package = Package(
                name: "App",
                products: [.library(target: .App)],
                targets: [
                    .target(name: .App, dependencies: ["Kit"]),
                    .target(name: "Kit"),
                    .testTarget(name: .AppTests),
                ]
            )
            enum Targets: String { case App, AppTests }
            extension Target {
                static func target(name: Targets, dependencies: [Target.Dependency] = []) -> Target {
                    .target(name: name.rawValue, dependencies: dependencies, path: "Sources/\\(name)")
                }
                static func testTarget(name: Targets) -> Target {
                    .testTarget(name: name.rawValue, dependencies: [.target(name: "App")], path: "Tests/\\(name)")
                }
            }
            extension Product {
                static func library(target: Targets, targets: [Targets]) -> Product {
                    library(name: target.rawValue, targets: targets.map { $0.rawValue })
                }
                static func library(target: Targets) -> Product {
                    library(name: target.rawValue, targets: [target.rawValue])
                }
            }
            """)
        XCTAssertEqual(summary(m), ["App regular → Kit", "Kit regular", "AppTests test → App"])
        XCTAssertEqual(m.targets.map(\.path), ["Sources/App", nil, "Tests/AppTests"])
        XCTAssertEqual(m.products.map(\.name), ["App"])
    }

    /// What the evaluator cannot follow, where modules depend on it, makes
    /// the manifest unreadable with a reason (and only there: settings
    /// may be anything).
    func testUnreadableManifestsSayWhy() throws {
        XCTAssertEqual(unreadable("""
            let package = Package(name: "P", targets: names.map { .target(name: $0) })
            """), "its targets are 'names'")
        XCTAssertEqual(unreadable("""
            let package = Package(name: "P", targets: [.target(name: "A")])
            if ProcessInfo.processInfo.processorCount > 4 { package.targets.append(.target(name: "B")) }
            """)?.hasPrefix("its targets are changed by a 'if' statement on line"), true)
        XCTAssertNotNil(unreadable("""
            let package = Package(name: "\\(prefix)Kit")
            """))
        // cut in the middle of a labelled argument (found by fuzzing): no trap
        XCTAssertNotNil(unreadable("let p(\n    name:"))
        XCTAssertNotNil(unreadable("let package = Package(name:"))
        // unknown settings are fine
        let m = try read("""
            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: mystery.flags)])
            while true { flags.append(1) }
            """)
        XCTAssertEqual(summary(m), ["A regular"])
    }

    func testManifestChoice() {
        func chosen(_ files: [String: [Int]]) -> String? {
            PackageManifest.chosenManifest(among: files.keys.sorted()) { files[$0] }
        }
        XCTAssertEqual(chosen(["Package.swift": [5, 9]]), "Package.swift")
        // exact version keys win
        XCTAssertEqual(chosen(["Package.swift": [6, 0], "Package@swift-6.swift": [5, 9]]), "Package@swift-6.swift")
        XCTAssertEqual(chosen(["Package.swift": [6, 0], "Package@swift-6.3.swift": [5, 9]]), "Package@swift-6.3.swift")
        // the newest one not newer than 6.3.1, when its tools version is above the regular one's
        XCTAssertEqual(chosen(["Package.swift": [5, 5], "Package@swift-5.9.swift": [5, 9], "Package@swift-5.7.swift": [5, 7]]),
                       "Package@swift-5.9.swift")
        XCTAssertEqual(chosen(["Package.swift": [6, 0], "Package@swift-5.9.swift": [5, 9]]), "Package.swift")
        XCTAssertEqual(chosen(["Package.swift": [5, 5], "Package@swift-7.0.swift": [7, 0]]), "Package.swift")
        // a regular manifest too new for this toolchain: the closest older one
        XCTAssertEqual(chosen(["Package.swift": [7, 0], "Package@swift-5.9.swift": [5, 9]]), "Package@swift-5.9.swift")
    }
}
