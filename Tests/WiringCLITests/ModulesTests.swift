import Foundation
import XCTest
import WiringTestSupport

/// A repository of several packages or apps is checked module by module,
/// as each build sees it: `wiring check` on the repository gives exactly
/// the findings of each app checked alone; `wiring modules` shows the
/// module graph.
final class ModulesTests: XCTestCase {
    var tree: TempTree!

    override func setUpWithError() throws {
        tree = try TempTree()
    }

    override func tearDown() {
        tree.removeAll()
    }

    func run(_ args: [String]) throws -> WiringRun {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = tree.path + "-cache"
        return try runWiring(args, in: URL(fileURLWithPath: tree.path), environment: environment)
    }

    /// The finding lines of a check, with paths relative to the repository.
    func findings(_ path: String) throws -> [String] {
        let r = try run(["check", path, "--no-cache"])
        return r.out.split(separator: "\n").map(String.init).filter { $0.contains(": ") && !$0.hasPrefix(" ") }
            .map { $0.hasPrefix(path + "/") ? String($0.dropFirst(path.count + 1)) : $0 }
            .map { line in path == "." || line.hasPrefix(path) ? line : path + "/" + line }
            .sorted()
    }

    static func manifest(_ name: String, targets: String, dependencies: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "\(name)", \(dependencies)targets: [\(targets)])
        """
    }

    /// Two apps with the same type names: a SafeDI tree each (the same
    /// `Root` and `Logger`), the same gate type, one app opening it and the
    /// other not. Together they give what each gives alone.
    func testTwoAppsGiveTheFindingsOfEachAlone() throws {
        let shared = """
            import SafeDI
            import Initializable

            @Instantiable(isRoot: true)
            public final class Root: Instantiable {
                public init(logger: Logger) { self.logger = logger }
                @Instantiated let logger: Logger
            }

            @Instantiable
            public final class Logger: Instantiable {
                public init() {}
            }

            actor Store: Initializable {
                let gate = InitializationGate()
                @WaitForInit func load() async -> Int { 1 }
            }

            """
        for app in ["AppA", "AppB"] {
            tree.file("\(app)/Package.swift", Self.manifest(app, targets: ".executableTarget(name: \"\(app)\")"))
            tree.file("\(app)/Sources/\(app)/Root.swift", shared + (app == "AppA" ? """
                func boot(store: Store) async {
                    await store.markInitialized()
                }

                """ : ""))
            // the same Swinject container code; only AppA registers the clock
            tree.file("\(app)/Sources/\(app)/Container.swift", """
                import Swinject

                final class Clock {}
                final class Scheduler { init(clock: Clock) {} }

                func makeContainer() -> Container {
                    let container = Container()
                    \(app == "AppA" ? "container.register(Clock.self) { _ in Clock() }" : "")
                    container.register(Scheduler.self) { r in Scheduler(clock: r.resolve(Clock.self)!) }
                    return container
                }

                """)
            // and the same Stitcher code; only AppA registers the session
            tree.file("\(app)/Sources/\(app)/Dependencies.swift", """
                import Stitcher

                final class Session {}

                let container = DependencyContainer {
                    \(app == "AppA" ? "Dependency { Session() }" : "")
                }

                func session() -> Session {
                    try! DependencyGraph.inject(byType: Session.self)
                }

                """)
        }
        let a = try findings("AppA"), b = try findings("AppB"), both = try findings(".")
        XCTAssertEqual(a, [])
        XCTAssertEqual(b.count, 3, "\(b)")
        XCTAssertTrue(b.contains { $0.contains("Dependencies.swift:10:") && $0.contains("stitcher/missing-dependency") }, "\(b)")
        XCTAssertTrue(b.contains { $0.contains("initializable/gate-never-opened") }, "\(b)")
        XCTAssertTrue(b.contains { $0.contains("Container.swift:9:") && $0.contains("swinject/unregistered-dependency") }, "\(b)")
        XCTAssertEqual(both, (a + b).sorted())

        // one module of the repository: its findings, and its part of the graph
        let onlyB = try run(["check", "--module", "AppB", "--no-cache"])
        XCTAssertEqual(onlyB.status, 1)
        XCTAssertTrue(onlyB.out.contains("AppB/Sources/AppB/Root.swift:") && !onlyB.out.contains("AppA/"), onlyB.out)
        let onlyA = try run(["check", "--module", "AppA", "--no-cache"])
        XCTAssertEqual(onlyA.status, 0, onlyA.out)
        let graph = try run(["graph", "--module", "AppA", "--format", "json", "--no-cache"])
        XCTAssertTrue(graph.out.contains("AppA/Sources/AppA/Root.swift") && !graph.out.contains("AppB/"), graph.out)
        let unknown = try run(["check", "--module", "AppC", "--no-cache"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("no module 'AppC'; did you mean 'AppA'?"), unknown.err)
    }

    /// A resolve in a library module that two apps link is checked against
    /// each app's registrations: the finding names the app that lacks one.
    func testAResolveInALibraryIsCheckedAgainstEveryAppThatLinksIt() throws {
        tree.file("Package.swift", Self.manifest("Repo", targets: """
            .target(name: "Kit"),
            .executableTarget(name: "Phone", dependencies: ["Kit"]),
            .executableTarget(name: "Watch", dependencies: ["Kit"])
            """))
        tree.file("Sources/Kit/Feed.swift", """
            import Swinject

            public final class Clock { public init() {} }

            public func feedClock(_ r: Resolver) -> Clock {
                r.resolve(Clock.self)!
            }

            """)
        tree.file("Sources/Phone/Main.swift", """
            import Swinject
            import Kit

            func makeContainer() -> Container {
                let c = Container()
                c.register(Clock.self) { _ in Clock() }
                return c
            }

            """)
        tree.file("Sources/Watch/Main.swift", """
            import Swinject
            import Kit

            func makeContainer() -> Container { Container() }

            """)
        let all = try findings(".")
        XCTAssertEqual(all.count, 1, "\(all)")
        XCTAssertTrue(all.first?.hasPrefix("Sources/Kit/Feed.swift:6:15: error: No registration of 'Clock' is visible here") == true, "\(all)")
        XCTAssertTrue(all.first?.contains("(in app 'Watch')") == true, "\(all)")
    }

    /// A file two apps compile resolves in `#if os(…)` branches what each
    /// app registers: Wiring does not evaluate the condition for each app,
    /// so the branch another app compiles is information, not an error.
    func testAResolveInsideIfIsInformationWhereAnAppLacksIt() throws {
        tree.file("Package.swift", Self.manifest("Repo", targets: """
            .target(name: "Kit"),
            .executableTarget(name: "Phone", dependencies: ["Kit"]),
            .executableTarget(name: "TV", dependencies: ["Kit"])
            """))
        tree.file("Sources/Kit/Welcome.swift", """
            import Swinject

            public final class PhoneWelcome { public init() {} }
            public final class TVWelcome { public init() {} }

            public func welcome(_ r: Resolver) -> AnyObject {
                #if os(iOS)
                return r.resolve(PhoneWelcome.self)!
                #else
                return r.resolve(TVWelcome.self)!
                #endif
            }

            public func clock(_ r: Resolver) -> AnyObject { r.resolve(PhoneWelcome.self)! }

            """)
        tree.file("Sources/Phone/Main.swift", """
            import Swinject
            import Kit

            func makeContainer() -> Container {
                let c = Container()
                c.register(PhoneWelcome.self) { _ in PhoneWelcome() }
                return c
            }

            """)
        tree.file("Sources/TV/Main.swift", """
            import Swinject
            import Kit

            func makeContainer() -> Container {
                let c = Container()
                c.register(TVWelcome.self) { _ in TVWelcome() }
                return c
            }

            """)
        let all = try findings(".")
        let lines = all.filter { $0.contains("[swinject/") }
        XCTAssertEqual(lines.count, 3, "\(all)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Sources/Kit/Welcome.swift:8:22: information: No registration of 'PhoneWelcome'")
            && $0.contains("inside `#if`") && $0.contains("(in app 'TV')") }, "\(all)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Sources/Kit/Welcome.swift:10:22: information: No registration of 'TVWelcome'")
            && $0.contains("(in app 'Phone')") }, "\(all)")
        // outside `#if`, what an app lacks is still an error
        XCTAssertTrue(lines.contains { $0.hasPrefix("Sources/Kit/Welcome.swift:14:59: error: No registration of 'PhoneWelcome'")
            && $0.contains("(in app 'TV')") }, "\(all)")
    }

    /// An app's test target declaring a fake beside the real type is no
    /// tree SafeDITool builds (its plugin runs in the app): no duplicate.
    func testAnAppsTestFakesAreNoSafeDIDuplicates() throws {
        tree.file("Package.swift", Self.manifest("Repo", targets: """
            .target(name: "Lib"),
            .executableTarget(name: "App", dependencies: ["Lib"]),
            .testTarget(name: "AppTests", dependencies: ["App", "Lib"])
            """))
        tree.file("Sources/Lib/Service.swift", """
            import SafeDI

            public protocol Service {}

            @Instantiable(fulfillingAdditionalTypes: [Service.self])
            public final class LiveService: Service, Instantiable {
                public init() {}
            }

            """)
        tree.file("Sources/App/Root.swift", """
            import SafeDI
            import Lib

            @Instantiable(isRoot: true)
            public final class Root: Instantiable {
                public init(service: Service) {
                    self.service = service
                }

                @Instantiated let service: Service
            }

            """)
        let fake = """
            import SafeDI
            import Lib

            @Instantiable(fulfillingAdditionalTypes: [Service.self])
            public final class FakeService: Service, Instantiable {
                public init() {}
            }

            """
        tree.file("Tests/AppTests/Fakes.swift", fake)
        XCTAssertEqual(try findings("."), [])
        // in the app itself, it is one
        tree.file("Sources/App/Fakes.swift", fake)
        XCTAssertEqual(try findings(".").filter { $0.contains("error:") }.count, 2)
    }

    /// A package of libraries only: the module nothing depends on stands
    /// for the app, so what it registers answers its dependencies' resolves;
    /// what it lacks is information, since the real app may register it.
    func testWithoutAnAppTheTopModuleIsTheApp() throws {
        tree.file("Package.swift", Self.manifest("Repo", targets: """
            .target(name: "Core"),
            .target(name: "Composition", dependencies: ["Core"])
            """))
        tree.file("Sources/Core/Feed.swift", """
            import SwinjectMacros

            @Injectable
            public final class FeedService {
                public init(clock: ClockService) {}
            }

            public final class ClockService { public init() {} }

            """)
        tree.file("Sources/Composition/Assembly.swift", """
            import Swinject
            import Core

            final class CoreAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(ClockService.self) { _ in ClockService() }
                    FeedService.register(in: container)
                }
            }

            """)
        XCTAssertEqual(try findings("."), [])
        tree.file("Sources/Composition/Assembly.swift", """
            import Swinject
            import Core

            final class CoreAssembly: Assembly {
                func assemble(container: Container) {
                    FeedService.register(in: container)
                }
            }

            """)
        // no app of the workspace links them, so the app that does may register more: information
        let missing = try findings(".").filter { $0.contains(": information: ") || $0.contains(": error: ") }
        XCTAssertEqual(missing.count, 1, "\(missing)")
        XCTAssertTrue(missing.first?.hasPrefix("Sources/Core/Feed.swift:5:17: information: No registration of 'ClockService'") == true, "\(missing)")
        XCTAssertTrue(missing.first?.contains("no app of this workspace links 'Composition'") == true, "\(missing)")
    }

    /// A module sees what it depends on and nothing else: a root's
    /// receiver is not fulfilled by a type only an unrelated module has,
    /// and an internal type of a dependency is not the one a name means.
    func testAModuleSeesItsDependenciesOnly() throws {
        tree.file("Package.swift", Self.manifest("Repo", targets: """
            .executableTarget(name: "App", dependencies: ["Feature"]),
            .target(name: "Feature"),
            .target(name: "Other"),
            """))
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
        let out = try run(["check", ".", "--no-cache"]).out
        XCTAssertTrue(out.contains("Sources/Feature/Screen.swift:5:"), out)
        XCTAssertTrue(out.contains("safedi/no-instantiable") || out.contains("Clock"), out)

        // with the dependency declared, it is found
        tree.file("Package.swift", Self.manifest("Repo", targets: """
            .executableTarget(name: "App", dependencies: ["Feature"]),
            .target(name: "Feature", dependencies: ["Other"]),
            .target(name: "Other"),
            """))
        let fixed = try run(["check", ".", "--no-cache"])
        XCTAssertTrue(fixed.out.hasPrefix("0 errors"), fixed.out)
    }

    /// `wiring check` answers an unchanged workspace from its cache; a
    /// project edit (a dependency dropped) is a change, and a project it
    /// cannot read is named on stderr by every run, from the cache too.
    func testProjectEditsAreNotAnsweredFromTheCache() throws {
        tree.file("Kit/Store.swift", """
            import Initializable
            public actor Store: Initializable {
                public let gate = InitializationGate()
                @WaitForInit public func load() async -> Int { 1 }
            }

            """)
        tree.file("App/Boot.swift", "func boot(store: Store) async {\n    await store.markInitialized()\n}\n")
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
        // files changed within the last 100 ms are not trusted by their stat: let them age
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertFalse(try run(["check", "."]).out.contains("gate-never-opened"))
        tree.file("App.xcodeproj/project.pbxproj", project(false))
        let edited = try run(["check", "."]).out
        XCTAssertTrue(edited.contains("Kit/Store.swift:2:14: hint: "), edited)

        tree.file("Broken.xcodeproj/project.pbxproj", "{ objects = (\n")
        for _ in 0..<2 {
            let r = try run(["check", "."])
            XCTAssertTrue(r.err.contains("wiring check: Broken.xcodeproj/project.pbxproj:2: Wiring cannot read this project: "), r.err)
        }
    }

    func testModulesCommand() throws {
        tree.file("Package.swift", Self.manifest("Kit", targets: """
            .target(name: "Core"),
            .executableTarget(name: "Tool", dependencies: ["Core", .product(name: "Logging", package: "swift-log")]),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
            """, dependencies: "dependencies: [.package(url: \"https://github.com/apple/swift-log.git\", from: \"1.0.0\")], "))
        tree.file("Sources/Core/A.swift")
        tree.file("Sources/Tool/main.swift")
        tree.file("Tests/CoreTests/T.swift")
        tree.file("Scripts/tool.swift")
        let r = try run(["modules", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(json["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["name"] as? String }, ["Core", "Tool", "CoreTests", "Scripts"])
        XCTAssertEqual(modules[1]["kind"] as? String, "package-target")
        XCTAssertEqual(modules[1]["type"] as? String, "executable")
        XCTAssertEqual(modules[1]["container"] as? String, ".")
        XCTAssertEqual(modules[1]["dependencies"] as? [String], ["Core", "Logging"])
        XCTAssertEqual(modules[1]["sources"] as? [String], ["Sources/Tool/main.swift"])
        XCTAssertEqual(modules[3]["kind"] as? String, "folder")
        XCTAssertEqual(modules[3]["files"] as? Int, 1)

        let text = try run(["modules"])
        XCTAssertTrue(text.out.contains("Tool  package-target executable  .  1 files  → Core, Logging"), text.out)

        // a manifest beyond the evaluator is named, with why, and its folder is one module
        tree.file("Odd/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Odd\", targets: make())\n")
        tree.file("Odd/Sources/X/x.swift")
        let odd = try run(["modules"])
        XCTAssertTrue(odd.err.contains("Odd/Package.swift:3: Wiring cannot read this manifest: its targets are 'make'"), odd.err)
        XCTAssertTrue(odd.out.contains("Odd  folder folder  Odd  1 files"), odd.out)
        // and `wiring check` says so once, as information on the manifest
        let check = try run(["check", "Odd", "--no-cache"])
        XCTAssertTrue(check.out.contains("Odd/Package.swift:3:5: information: Wiring cannot read this manifest: its targets are 'make'"),
                      check.out)
        XCTAssertTrue(check.out.contains("[wiring/unreadable-manifest]"), check.out)
    }

    /// A single-flight key is shared within one process: two apps may use
    /// the same key for different work; one app may not.
    func testSingleFlightKeysAreComparedWithinAnApp() throws {
        _ = tree.file("Package.swift", Self.manifest("Two", targets: ".executableTarget(name: \"A\"), .executableTarget(name: \"B\")"))
        _ = tree.file("Sources/A/main.swift", """
            import AsyncGuardKit
            func a() async throws -> Int { try await withSingleFlight(key: "load") { try await one() } }
            func one() async throws -> Int { 1 }
            """)
        _ = tree.file("Sources/B/main.swift", """
            import AsyncGuardKit
            func b() async throws -> Int { try await withSingleFlight(key: "load") { try await two() } }
            func two() async throws -> Int { 2 }
            """)
        XCTAssertEqual(try findings("."), [])
        _ = tree.file("Sources/A/Other.swift", """
            import AsyncGuardKit
            func c() async throws -> Int { try await withSingleFlight(key: "load") { try await one() + 1 } }
            """)
        XCTAssertEqual(try findings(".").filter { $0.contains("warning") }.count, 2)
    }
}
