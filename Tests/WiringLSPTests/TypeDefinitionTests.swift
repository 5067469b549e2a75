import Foundation
import XCTest
import WiringTestSupport

/// Go to definition on a type's name where a declaration writes a type goes
/// to the type's declaration (every one the file's modules see); on a
/// property's name the libraries still answer.
final class TypeDefinitionTests: XCTestCase {
    var tree: TempTree!
    var client: LSPTestClient!

    override func setUpWithError() throws {
        tree = try TempTree()
    }

    override func tearDownWithError() throws {
        try? client?.stop()
        tree.removeAll()
    }

    func uri(_ rel: String) -> String { "file://" + tree.absolute(rel) }

    /// Definition at the `k`-th character of `token`, in the first line of
    /// `text` that contains `line`, as (file, 0-based line, character) each.
    func definition(_ rel: String, _ text: String, line: String, token: String, at k: Int = 0,
                    file: StaticString = #filePath, lineNumber: UInt = #line) throws -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let i = lines.firstIndex(where: { $0.contains(line) }) else {
            XCTFail("no line with \(line)", file: file, line: lineNumber)
            return []
        }
        let l = lines[i]
        let within = l.range(of: line)!
        let r = l.range(of: token, range: within)!
        let character = l.utf16.distance(from: l.startIndex, to: r.lowerBound) + k
        let result = try client.result("textDocument/definition", [
            "textDocument": ["uri": uri(rel)], "position": ["line": i, "character": character]])
        return objects(result).map { o in
            let start = o.object("range")?.object("start")
            let file = (o.string("uri") ?? "").replacingOccurrences(of: uri(""), with: "")
            return "\(file):\(start?.int("line") ?? -1):\(start?.int("character") ?? -1)"
        }
    }

    static let types = """
        public final class Analytics {}
        struct Metrics {}
        protocol Tracker {}
        enum Level { case low }
        actor Store {}
        typealias Handler = () -> Void
        struct Outer {
            struct Inner {}
            typealias Alias = Int
        }
        struct Box<T> {}

        """

    static let screen = """
        final class Screen: Tracker {
            let analytics: Analytics
            var all: [Analytics] = []
            var maybe: Analytics?
            var box: Box<Metrics>
            let inner: Outer.Inner
            let alias: Outer.Alias
            func track(_ level: Level, in store: Store) -> Handler { {} }
            func make<T: Tracker>(_ t: T) -> [String: Analytics] { [:] }
        }
        extension Metrics {}

        """

    func testTypeNameInEachPositionGoesToTheTypeAcrossFiles() throws {
        tree.file("Types.swift", Self.types)
        tree.file("Screen.swift", Self.screen)
        tree.file("Other.swift", "enum Level {}\n")
        client = try LSPTestClient()
        try client.start(rootURI: "file://" + tree.path)
        client.open(uri("Screen.swift"), Self.screen)
        _ = try client.diagnostics(uri("Screen.swift"), version: 1)
        let s = Self.screen
        let analytics = ["/Types.swift:0:19"]
        XCTAssertEqual(try definition("Screen.swift", s, line: "let analytics: Analytics", token: "Analytics"), analytics)
        XCTAssertEqual(try definition("Screen.swift", s, line: "let analytics: Analytics", token: "Analytics", at: 4), analytics)
        XCTAssertEqual(try definition("Screen.swift", s, line: "let analytics: Analytics", token: "Analytics", at: 9), analytics,
                       "right after the name")
        XCTAssertEqual(try definition("Screen.swift", s, line: "[Analytics]", token: "Analytics"), analytics)
        XCTAssertEqual(try definition("Screen.swift", s, line: "Analytics?", token: "Analytics"), analytics)
        XCTAssertEqual(try definition("Screen.swift", s, line: "[String: Analytics]", token: "Analytics"), analytics, "a return type")
        XCTAssertEqual(try definition("Screen.swift", s, line: "Box<Metrics>", token: "Metrics"), ["/Types.swift:1:7"])
        XCTAssertEqual(try definition("Screen.swift", s, line: "Box<Metrics>", token: "Box"), ["/Types.swift:10:7"])
        XCTAssertEqual(try definition("Screen.swift", s, line: "Screen: Tracker", token: "Tracker"), ["/Types.swift:2:9"],
                       "an inheritance entry")
        XCTAssertEqual(try definition("Screen.swift", s, line: "<T: Tracker>", token: "Tracker"), ["/Types.swift:2:9"],
                       "a generic constraint")
        XCTAssertEqual(try definition("Screen.swift", s, line: "extension Metrics", token: "Metrics"), ["/Types.swift:1:7"])
        // parameter types; a name declared twice gives both, by path
        XCTAssertEqual(try definition("Screen.swift", s, line: "level: Level", token: "Level"),
                       ["/Other.swift:0:5", "/Types.swift:3:5"])
        XCTAssertEqual(try definition("Screen.swift", s, line: "store: Store", token: "Store"), ["/Types.swift:4:6"])
        XCTAssertEqual(try definition("Screen.swift", s, line: "-> Handler", token: "Handler"), ["/Types.swift:5:10"],
                       "a type alias")
        // a member type: by its qualified name, the outer one by its own
        XCTAssertEqual(try definition("Screen.swift", s, line: "Outer.Inner", token: "Inner"), ["/Types.swift:7:11"])
        XCTAssertEqual(try definition("Screen.swift", s, line: "Outer.Inner", token: "Outer"), ["/Types.swift:6:7"])
        XCTAssertEqual(try definition("Screen.swift", s, line: "Outer.Alias", token: "Alias"), ["/Types.swift:8:14"])
        // not a type: a property's or a parameter's name, a type nothing declares
        XCTAssertEqual(try definition("Screen.swift", s, line: "let analytics: Analytics", token: "analytics"), [])
        XCTAssertEqual(try definition("Screen.swift", s, line: "level: Level", token: "level"), [])
        XCTAssertEqual(try definition("Screen.swift", s, line: "[String: Analytics]", token: "String"), [])
    }

    /// A name two modules declare: a file sees its own module's type and
    /// those of the modules it depends on, not the others'.
    func testTheTypesTheFilesModulesSee() throws {
        tree.file("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Repo", targets: [
                .target(name: "Feature", dependencies: ["Core"]),
                .target(name: "Core"),
                .target(name: "Other"),
            ])

            """)
        tree.file("Sources/Core/Clock.swift", "public struct Clock {}\n")
        tree.file("Sources/Other/Clock.swift", "public struct Clock {}\n")
        let screen = "struct Screen {\n    let clock: Clock\n}\n"
        tree.file("Sources/Feature/Screen.swift", screen)
        client = try LSPTestClient()
        try client.start(rootURI: "file://" + tree.path)
        client.open(uri("Sources/Feature/Screen.swift"), screen)
        _ = try client.diagnostics(uri("Sources/Feature/Screen.swift"), version: 1)
        XCTAssertEqual(try definition("Sources/Feature/Screen.swift", screen, line: "let clock: Clock", token: "Clock"),
                       ["/Sources/Core/Clock.swift:0:14"])
    }
}
