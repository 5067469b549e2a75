import XCTest
import WiringAnalysis
import WiringSafeDI
import WiringTestSupport

/// An edit that keeps every record's types and roles makes the SafeDI tree
/// again from the previous one: the registry and the unchanged records'
/// scopes are kept, and only the roots whose walk reaches a changed record
/// are walked again. After each such edit (and each that forces a full
/// rebuild) the findings equal an analysis from scratch.
final class SafeDIIncrementalTreeTests: XCTestCase {
    static let files: [String: String] = [
        "/w/Sources/App/Services.swift": """
        import SafeDI

        @Instantiable
        public final class Logger: Instantiable {
            public init() {}
        }

        @Instantiable
        public final class Store: Instantiable {
            public init(logger: Logger) { self.logger = logger }
            @Received let logger: Logger
        }
        """,
        "/w/Sources/App/RootA.swift": """
        import SafeDI

        @Instantiable(isRoot: true)
        public final class RootA: Instantiable {
            public init(logger: Logger, store: Store, screenA: ScreenA) {
                self.logger = logger
                self.store = store
                self.screenA = screenA
            }
            @Instantiated let logger: Logger
            @Instantiated let store: Store
            @Instantiated let screenA: ScreenA
        }
        """,
        "/w/Sources/App/RootB.swift": """
        import SafeDI

        @Instantiable(isRoot: true)
        public final class RootB: Instantiable {
            public init(logger: Logger, screenB: ScreenB) {
                self.logger = logger
                self.screenB = screenB
            }
            @Instantiated let logger: Logger
            @Instantiated let screenB: ScreenB
        }
        """,
        "/w/Sources/App/Screens.swift": """
        import SafeDI

        @Instantiable
        public final class ScreenA: Instantiable {
            public init(logger: Logger, detail: Detail) {
                self.logger = logger
                self.detail = detail
            }
            @Received let logger: Logger
            @Instantiated let detail: Detail
        }

        @Instantiable
        public final class ScreenB: Instantiable {
            public init(logger: Logger, detail: Detail) {
                self.logger = logger
                self.detail = detail
            }
            @Received let logger: Logger
            @Instantiated let detail: Detail
        }

        @Instantiable
        public final class Detail: Instantiable {
            public init(logger: Logger) { self.logger = logger }
            @Received let logger: Logger
        }
        """,
    ]

    /// (file, text replaced, replacement), applied in order.
    static let edits: [(String, String, String)] = [
        // a root loses a provider: only its subtree breaks (RootB's walk is kept)
        ("RootA", "    @Instantiated let logger: Logger\n", ""),
        ("RootA", "    @Instantiated let store: Store\n", "    @Instantiated let logger: Logger\n    @Instantiated let store: Store\n"),
        // a receive nothing provides, under one root
        ("Screens", "    @Received let logger: Logger\n    @Instantiated let detail: Detail\n}\n\n@Instantiable\npublic final class ScreenB",
         "    @Received let logger: Logger\n    @Received let missing: Store\n    @Instantiated let detail: Detail\n}\n\n@Instantiable\npublic final class ScreenB"),
        // a constant cycle: Detail builds ScreenA, which builds Detail
        ("Screens", "    public init(logger: Logger) { self.logger = logger }\n    @Received let logger: Logger\n}",
         "    public init(logger: Logger) { self.logger = logger }\n    @Received let logger: Logger\n    @Instantiated let screenA: ScreenA\n}"),
        // the same cycle, lazily: no finding
        ("Screens", "    @Instantiated let screenA: ScreenA\n", "    @Instantiated let screenA: Instantiator<ScreenA>\n"),
        ("Screens", "    @Instantiated let screenA: Instantiator<ScreenA>\n", ""),
        // reachability changes: Store is no longer built anywhere
        ("RootA", "    @Instantiated let store: Store\n", ""),
        ("RootA", "    @Instantiated let screenA: ScreenA\n", "    @Instantiated let store: Store\n    @Instantiated let screenA: ScreenA\n"),
        // a new type in a changed file: the registry changes (a full rebuild)
        ("Services", "@Instantiable\npublic final class Store", "@Instantiable\npublic final class Cache: Instantiable {\n    public init() {}\n}\n\n@Instantiable\npublic final class Store"),
        ("RootB", "    @Instantiated let logger: Logger\n", ""),
        ("RootB", "    @Instantiated let screenB: ScreenB\n", "    @Instantiated let logger: Logger\n    @Instantiated let screenB: ScreenB\n"),
        // a root stops being one, and becomes one again
        ("RootB", "@Instantiable(isRoot: true)", "@Instantiable"),
        ("RootB", "@Instantiable\npublic final class RootB", "@Instantiable(isRoot: true)\npublic final class RootB"),
        // a record removed and put back (the unchanged files' records are kept)
        ("Services", "@Instantiable\npublic final class Logger: Instantiable {\n    public init() {}\n}\n", ""),
        ("Services", "@Instantiable\npublic final class Cache", "@Instantiable\npublic final class Logger: Instantiable {\n    public init() {}\n}\n\n@Instantiable\npublic final class Cache"),
        // a nested type registered in another file: `Logger` in the
        // unchanged Detail now means `Detail.Logger`, which nothing provides
        ("Services", "@Instantiable\npublic final class Cache", "extension Detail {\n    @Instantiable\n    public final class Logger: Instantiable {\n        public init() {}\n    }\n}\n\n@Instantiable\npublic final class Cache"),
        ("Services", "extension Detail {\n    @Instantiable\n    public final class Logger: Instantiable {\n        public init() {}\n    }\n}\n\n", ""),
        // a file loses its last record, and gets it back
        ("RootB", "@Instantiable(isRoot: true)\npublic final class RootB", "public final class RootB"),
        ("RootB", "public final class RootB", "@Instantiable(isRoot: true)\npublic final class RootB"),
    ]

    func testEditsThatKeepTheRegistryGiveWhatAFullRebuildGives() {
        let session = AnalysisSession(Self.files, libraries: [SafeDILibrary()])
        _ = session.apply(Self.files.keys.sorted())
        XCTAssertEqual(session.workspace.result.diagnostics, session.scratch().diagnostics)
        var withFindings = 0
        for (step, (name, old, new)) in Self.edits.enumerated() {
            let path = "/w/Sources/App/\(name).swift"
            let text = session.texts[path]!
            XCTAssertTrue(text.contains(old), "step \(step): \(name) does not contain the text to replace")
            session.texts[path] = text.replacingOccurrences(of: old, with: new)
            _ = session.apply([path])
            let expected = session.scratch().diagnostics
            let got = session.workspace.result.diagnostics
            XCTAssertEqual(got, expected, "step \(step): incremental \(got.map { "\($0.file):\($0.range) \($0.message)" }), "
                           + "scratch \(expected.map { "\($0.file):\($0.range) \($0.message)" })")
            if expected.contains(where: { $0.severity == .error }) { withFindings += 1 }
            // the first edit is under RootA alone: RootB keeps its walk
            if step == 0 {
                let tree = session.workspace.lastUpdateTimes.map(\.0).first { $0.hasPrefix("SafeDI tree (") }
                XCTAssertEqual(tree.map { $0.contains("1 of 2 roots walked") }, true, "step 0: \(tree ?? "no tree rebuilt")")
            }
        }
        // the edits do break the tree (an equality of empty outputs proves nothing)
        XCTAssertGreaterThanOrEqual(withFindings, 6)
    }
}
