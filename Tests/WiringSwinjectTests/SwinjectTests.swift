import Foundation
import XCTest
import WiringAnalysis
import WiringSwinject
import WiringSyntax
import WiringTestSupport

/// Swinject passes the conformance suite every library passes: its rules'
/// examples and documentation, its fixtures (the macros' and single
/// declarations' in `Tests/Fixtures/swinject`, the container graph's
/// cases in `swinject-graph`), random edits and any order of discovery.
final class SwinjectConformanceTests: XCTestCase {
    func testConformance() throws {
        let cases = try FixtureFiles.caseFolders("swinject-graph").map(FixtureFiles.caseFixture)
        let suite = LibraryConformance(library: SwinjectLibrary(), fixtures: try SwinjectFixtureTests.loadFixtures() + cases,
                                       fixed: try FixtureFiles.fixedFixtures("swinject"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    func testFixturesAreFound() {
        XCTAssertGreaterThanOrEqual(FixtureFiles.urls("swinject").count, 1, "the Swinject fixtures are missing")
        XCTAssertGreaterThanOrEqual(FixtureFiles.caseFolders("swinject-graph").count, 8, "the swinject-graph fixtures are missing")
    }
}

final class SwinjectFixtureTests: XCTestCase {
    static let library = SwinjectLibrary()

    /// The single-declaration fixtures: the graph rules (which would see
    /// every ported case as one app) are off unless the fixture configures them.
    static func loadFixtures() throws -> [Fixture] {
        try FixtureFiles.fixtures("swinject").map { fixture in
            var f = fixture
            for id in SwinjectLibrary.graphRuleIDs where f.configuration.severities[id] == nil {
                f.configuration.severities[id] = .some(nil)
            }
            return f
        }
    }

    /// An assembly registering `Clock` and `autoregister`ing `Feed` by its
    /// initializer, wherever that initializer is declared.
    static let autoregisteringAssembly = """
        import Swinject
        import SwinjectAutoregistration
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Clock.self) { _ in Clock() }
                container.autoregister(Feed.self, initializer: Feed.init)
            }
        }
        """
    static let storeMissing = "No registration of 'Store' is visible here: autoregister of 'Feed' resolves its initializer's parameter 'store' with '!', which crashes when it makes one"

    /// The session's output equals a check of its texts from scratch.
    func assertSameAsFromScratch(_ s: AnalysisSession, file: StaticString = #filePath, line: UInt = #line) {
        let scratch = AnalysisSession(s.texts, libraries: [Self.library])
        _ = scratch.apply(Array(s.texts.keys))
        XCTAssertEqual(s.output(), scratch.output(), file: file, line: line)
    }

    /// What `autoregister`'s initializer resolves is read where the type
    /// is declared: editing that initializer in its own file checks the
    /// registration again, as a check from scratch would.
    func testAnInitializerEditedElsewhereIsReadAgain() {
        // (the app resolves Feed: its factory runs)
        let s = AnalysisSession(["/w/Assembly.swift": Self.autoregisteringAssembly,
                                 "/w/Feed.swift": "final class Clock {}\nfinal class Feed { init(clock: Clock) {} }\n",
                                 "/w/App.swift": "import Swinject\nfunc start(_ c: Container) { _ = c.resolve(Feed.self)! }\n"],
                                libraries: [Self.library])
        _ = s.apply(["/w/Assembly.swift", "/w/Feed.swift", "/w/App.swift"])
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Assembly.swift").map(\.rule), [])

        s.texts["/w/Feed.swift"] = "final class Clock {}\nfinal class Store {}\nfinal class Feed { init(clock: Clock, store: Store) {} }\n"
        XCTAssertTrue(s.apply(["/w/Feed.swift"]).contains("/w/Assembly.swift"))
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Assembly.swift").map(\.message),
                       [Self.storeMissing])
        assertSameAsFromScratch(s)
    }

    /// A graph takes its files' registrations by reference and adds to a
    /// copy (here: the resolves `autoregister` makes of `Feed.init`): rebuilt
    /// again and again for edits elsewhere in the app, it still has one
    /// resolve of the missing parameter (the assembly's lens counts the
    /// graph's problems one by one), as a check from scratch does.
    func testRebuildsLeaveTheFilesRegistrationsAsTheyWere() {
        let app = "import Swinject\nfunc start(_ c: Container) { _ = c.resolve(Feed.self)! }\n"
        let s = AnalysisSession(["/w/Assembly.swift": Self.autoregisteringAssembly,
                                 "/w/Feed.swift": "final class Clock {}\nfinal class Store {}\nfinal class Feed { init(clock: Clock, store: Store) {} }\n",
                                 "/w/App.swift": app],
                                libraries: [Self.library])
        _ = s.apply(["/w/Assembly.swift", "/w/Feed.swift", "/w/App.swift"])
        let expected = [Self.storeMissing]
        func lenses() -> [String] {
            s.workspace.navigators.flatMap { $0.codeLenses(path: "/w/Assembly.swift", in: s.workspace) }.map(\.title)
        }
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Assembly.swift").map(\.message), expected)
        XCTAssertEqual(lenses(), ["registers 2 · 1 unresolved"])
        for k in 0..<4 {
            // the app's resolves change: its graph is built again
            s.texts["/w/App.swift"] = k % 2 == 0 ? app + "func more(_ c: Container) { _ = c.resolve(Clock.self)! }\n" : app
            _ = s.apply(["/w/App.swift"])
            XCTAssertEqual(s.workspace.diagnostics(path: "/w/Assembly.swift").map(\.message), expected, "rebuild \(k + 1)")
            XCTAssertEqual(lenses(), ["registers 2 · 1 unresolved"], "rebuild \(k + 1)")
        }
        assertSameAsFromScratch(s)
    }

    /// A factory's call of another name than `resolve` resolves nothing
    /// while the app has no helper of that name: the graph drops it from a
    /// copy of the registration, so a helper added later finds it there.
    func testAHelperAddedLaterFindsTheCallsAnEarlierGraphLeftOut() {
        let assembly = """
            import Swinject
            final class Store {}
            final class Feed { init(store: Store) {} }
            final class AppAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Feed.self) { r in Feed(store: r.resolveSafe(Store.self)) }
                }
            }
            """
        let app = "import Swinject\nfunc start(_ c: Container) { _ = c.resolve(Feed.self)! }\n"
        let s = AnalysisSession(["/w/Assembly.swift": assembly, "/w/App.swift": app], libraries: [Self.library])
        _ = s.apply(["/w/Assembly.swift", "/w/App.swift"])
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Assembly.swift").map(\.rule), [])
        // built again without the helper, then with it
        s.texts["/w/App.swift"] = app + "func more(_ c: Container) { _ = c.resolve(Feed.self)! }\n"
        _ = s.apply(["/w/App.swift"])
        s.texts["/w/Helpers.swift"] = """
            import Swinject
            extension Resolver {
                func resolveSafe<Service>(_ type: Service.Type) -> Service { resolve(type)! }
            }
            """
        _ = s.apply(["/w/Helpers.swift"])
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Assembly.swift").map(\.rule), ["swinject/unregistered-dependency"])
        assertSameAsFromScratch(s)
    }

    /// An app with a container of its own is not checked until one of its
    /// files imports Swinject: adding or removing that import checks it
    /// again, as a check from scratch would.
    func testAnImportOfSwinjectDecidesWhoseResolveItIs() {
        let locator = """
            final class Locator {
                func resolve<T>(_ type: T.Type) -> T? { nil }
            }
            """
        let screen = "final class Cache {}\nfunc load(_ r: Locator) { _ = r.resolve(Cache.self)! }\n"
        let s = AnalysisSession(["/w/Locator.swift": locator, "/w/Screen.swift": screen], libraries: [Self.library])
        _ = s.apply(["/w/Locator.swift", "/w/Screen.swift"])
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Screen.swift").map(\.rule), [])

        s.texts["/w/Screen.swift"] = "import Swinject\n" + screen
        XCTAssertTrue(s.apply(["/w/Screen.swift"]).contains("/w/Screen.swift"))
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Screen.swift").map(\.rule), ["swinject/unregistered-dependency"])
        assertSameAsFromScratch(s)

        s.texts["/w/Screen.swift"] = screen
        _ = s.apply(["/w/Screen.swift"])
        XCTAssertEqual(s.workspace.diagnostics(path: "/w/Screen.swift").map(\.rule), [])
    }

    /// A crashing resolve inside `#if` in a file two apps compile: while
    /// one app registers its type, the condition may be what keeps the
    /// other from compiling it (information there); once no app registers
    /// it, it crashes wherever it is compiled (an error in both), as a
    /// check from scratch finds.
    func testAConditionalResolveNoAppRegistersIsAnError() {
        func module(_ name: String, _ type: String, _ files: [String], dependsOn: [Int] = []) -> ModuleGraph.Module {
            var m = ModuleGraph.Module(name: name, kind: .packageTarget, type: type, container: "/pkg",
                                       dependencies: dependsOn.map { _ in "Shared" }, files: files)
            m.dependsOn = dependsOn
            return m
        }
        let graph = ModuleGraph(modules: [
            module("Shared", "regular", ["/pkg/Sources/Shared/Session.swift"]),
            module("PhoneApp", "executable", ["/pkg/Sources/PhoneApp/Assembly.swift"], dependsOn: [0]),
            module("TVApp", "executable", ["/pkg/Sources/TVApp/Assembly.swift"], dependsOn: [0]),
        ])
        let session = """
            import Swinject
            public final class WelcomeView { public init() {} }
            public final class Session {
                public static let container = Container()
                public func logOut() {
                #if os(iOS)
                    _ = Session.container.resolve(WelcomeView.self)!
                #endif
                }
            }
            """
        let registration = "container.register(WelcomeView.self) { _ in WelcomeView() }"
        let phone = """
            import Swinject
            import Shared
            final class PhoneAssembly: Assembly {
                func assemble(container: Container) {
                    \(registration)
                }
            }
            """
        let tv = "import Swinject\nimport Shared\nfinal class TVAssembly: Assembly {\n    func assemble(container: Container) {}\n}\n"
        let s = AnalysisSession(["/pkg/Sources/Shared/Session.swift": session, "/pkg/Sources/PhoneApp/Assembly.swift": phone,
                                 "/pkg/Sources/TVApp/Assembly.swift": tv], libraries: [Self.library])
        s.workspace.setModules(graph)
        _ = s.apply(Array(s.texts.keys).sorted())
        func found() -> [String] {
            s.workspace.diagnostics(path: "/pkg/Sources/Shared/Session.swift").map { "\($0.severity) \($0.rule)" }
        }
        XCTAssertEqual(found(), ["information swinject/unregistered-dependency"])

        s.texts["/pkg/Sources/PhoneApp/Assembly.swift"] = phone.replacingOccurrences(of: registration, with: "")
        XCTAssertTrue(s.apply(["/pkg/Sources/PhoneApp/Assembly.swift"]).contains("/pkg/Sources/Shared/Session.swift"))
        XCTAssertEqual(found(), ["error swinject/unregistered-dependency"])
        let scratch = AnalysisSession(s.texts, libraries: [Self.library])
        scratch.workspace.setModules(graph)
        _ = scratch.apply(Array(s.texts.keys).sorted())
        XCTAssertEqual(s.output(), scratch.output())

        s.texts["/pkg/Sources/PhoneApp/Assembly.swift"] = phone
        _ = s.apply(["/pkg/Sources/PhoneApp/Assembly.swift"])
        XCTAssertEqual(found(), ["information swinject/unregistered-dependency"])
    }

    func testEveryRuleIsCovered() throws {
        var seen: Set<String> = []
        for f in try Self.loadFixtures() {
            seen.formUnion(Analyzer.analyze(f.sourceFiles, libraries: [Self.library], configuration: f.configuration)
                .diagnostics.map(\.rule))
        }
        for folder in FixtureFiles.caseFolders("swinject-graph") {
            let f = try FixtureFiles.caseFixture(folder)
            seen.formUnion(Analyzer.analyze(f.sourceFiles, libraries: [Self.library]).diagnostics.map(\.rule))
        }
        for rule in Self.library.rules {
            XCTAssertTrue(seen.contains(rule.id), "no fixture triggers \(rule.id)")
        }
    }

    func testEveryFixTitleIsCovered() throws {
        var titles: Set<String> = []
        var fixtures = try Self.loadFixtures()
        fixtures += try FixtureFiles.caseFolders("swinject-graph").map(FixtureFiles.caseFixture)
        for f in fixtures {
            for d in Analyzer.analyze(f.sourceFiles, libraries: [Self.library], configuration: f.configuration).diagnostics {
                for fix in d.fixes { titles.insert(Self.generalize(fix.title)) }
            }
        }
        for rule in Self.library.rules {
            for t in rule.fixTitles { XCTAssertTrue(titles.contains(t), "no fixture offers '\(t)' (\(rule.id))") }
        }
    }

    /// A fix title with its names replaced as the rules list them.
    static func generalize(_ title: String) -> String {
        if title.hasPrefix("Register "), let r = title.range(of: " in ") { return "Register T in <assembly>" + (title[r.upperBound...].isEmpty ? "" : "") }
        if title.hasPrefix("Use the name \"") { return "Use the name \"<closest>\"" }
        if title.hasPrefix("Write it as ") { return "Write it as T?" }
        return title
    }
}
