import Foundation
import XCTest
import WiringTestSupport

/// Removing a registration in one file republishes every resolve it
/// answered, in other files, and restoring it clears them; navigation goes
/// from a resolve to its registration.
final class SwinjectEditTests: XCTestCase {
    var tree: TempTree!
    var client: LSPTestClient!

    override func setUpWithError() throws { tree = try TempTree() }

    override func tearDownWithError() throws {
        try? client?.stop()
        tree.removeAll()
    }

    func uri(_ rel: String) -> String { "file://" + tree.absolute(rel) }

    static let assembly = """
        import Swinject

        final class CoreAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Clock.self) { _ in Clock() }
            }
        }

        """

    static let registration = "        container.register(Clock.self) { _ in Clock() }\n"

    /// Starts the server on the tree with the assembly open and clean, then
    /// removes its registration and restores it: each of `readers` is
    /// republished with the finding, then without.
    func startAndToggleTheRegistration(readers: [String]) throws {
        client = try LSPTestClient()
        try client.start(rootURI: "file://" + tree.path)
        client.open(uri("Assembly.swift"), Self.assembly)
        XCTAssertEqual(try client.diagnostics(uri("Assembly.swift"), version: 1).diagnostics.count, 0)
        try client.assertRemovalRepublishes(uri("Assembly.swift"), text: Self.assembly, removing: Self.registration,
                                            readers: readers.map(uri), rule: "swinject/unregistered-dependency")
    }

    func testRemovingARegistrationRepublishesEveryResolve() throws {
        tree.file("Assembly.swift", Self.assembly)
        tree.file("Types.swift", "final class Clock {}\nfinal class Timer { init(clock: Clock) {} }\n")
        tree.file("Feed.swift", """
            import Swinject

            func feedClock(_ r: Resolver) -> Clock {
                r.resolve(Clock.self)!
            }

            """)
        tree.file("Timers.swift", """
            import Swinject

            func register(_ c: Container) {
                c.register(Timer.self) { r in Timer(clock: r.resolve(Clock.self)!) }
            }

            func start(_ c: Container) -> Timer { c.resolve(Timer.self)! }

            """)
        try startAndToggleTheRegistration(readers: ["Feed.swift", "Timers.swift"])

        // from the resolve to the registration
        client.open(uri("Feed.swift"), try String(contentsOfFile: tree.absolute("Feed.swift"), encoding: .utf8))
        _ = try client.diagnostics(uri("Feed.swift"), version: 1)
        let found = try client.result("textDocument/definition", [
            "textDocument": ["uri": uri("Feed.swift")], "position": ["line": 3, "character": 16]])
        let locations = (found as? [Any]) ?? []
        XCTAssertEqual(locations.count, 1, "\(String(describing: found))")
        let first = try XCTUnwrap(locations.first as? JSONObject)
        XCTAssertEqual(first.string("uri"), uri("Assembly.swift"))
        XCTAssertEqual(first.object("range")?.object("start")?.int("line"), 4)

        // hover on the resolve: the registration that answers it
        let hover = try XCTUnwrap(try client.result("textDocument/hover", [
            "textDocument": ["uri": uri("Feed.swift")], "position": ["line": 3, "character": 16]]) as? JSONObject)
        let text = hover.object("contents")?.string("value") ?? ""
        XCTAssertTrue(text.contains("registration of `Clock`, scope `.graph`, in `CoreAssembly`"), text)

        // the assembly's lens
        client.open(uri("Assembly.swift"), Self.assembly, version: 4)
        _ = try client.diagnostics(uri("Assembly.swift"), version: 4)
        let lenses = objects(try client.result("textDocument/codeLens", ["textDocument": ["uri": uri("Assembly.swift")]]))
        let titles = lenses.compactMap { $0.object("command")?.string("title") }
        XCTAssertTrue(titles.contains("registers 1"), "\(lenses)")
    }

    /// Properties marked with the app's own wrapper resolve their type:
    /// removing the registration republishes them; a wrapper that stops
    /// resolving, or goes, takes its properties' findings along.
    func testAnAppWrappersPropertiesFollowTheWrapperAndTheRegistration() throws {
        let wrapper = """
            import Swinject

            enum Shared { static let container = Container() }

            @propertyWrapper
            struct Inject<T> {
                let wrappedValue: T
                init() { wrappedValue = Shared.container.resolve(T.self)! }
            }

            """
        tree.file("Assembly.swift", Self.assembly)
        tree.file("Wrapper.swift", wrapper)
        tree.file("Types.swift", "final class Clock {}\n")
        tree.file("Screen.swift", "final class Screen {\n    @Inject var clock: Clock\n}\n")
        tree.file("Panel.swift", "final class Panel {\n    @Inject private var clock: Clock\n}\n")
        try startAndToggleTheRegistration(readers: ["Screen.swift", "Panel.swift"])
        // without the registration: the wrapper's `!` makes them errors; gone, nothing resolves
        client.change(uri("Assembly.swift"), version: 4, [["text": Self.assembly.replacingOccurrences(of: Self.registration, with: "")]])
        XCTAssertEqual(try client.diagnostics(uri("Screen.swift")).diagnostics.first?.int("severity"), 1)
        XCTAssertEqual(try client.diagnostics(uri("Panel.swift")).diagnostics.first?.int("severity"), 1)
        client.open(uri("Wrapper.swift"), wrapper)
        client.change(uri("Wrapper.swift"), version: 2, [["text": wrapper.replacingOccurrences(of: "@propertyWrapper", with: "")]])
        XCTAssertEqual(try client.diagnostics(uri("Screen.swift")).diagnostics.count, 0)
        XCTAssertEqual(try client.diagnostics(uri("Panel.swift")).diagnostics.count, 0)
        client.change(uri("Wrapper.swift"), version: 3, [["text": wrapper]])
        XCTAssertEqual(try client.diagnostics(uri("Screen.swift")).diagnostics.map { $0.string("code") },
                       ["swinject/unregistered-dependency"])
        XCTAssertEqual(try client.diagnostics(uri("Panel.swift")).diagnostics.count, 1)
    }
}
