import XCTest
import WiringAnalysis
import WiringLibraries
import WiringSyntax
import WiringTestSupport

/// The incremental analysis must always equal an analysis from scratch,
/// with every registered library at once: random edit sequences over a
/// workspace made of every library's fixtures (same-named types across
/// files included, gates opened from other files), checked after every
/// step; and it must say exactly which files' output changed. (Each library
/// alone passes the same in its conformance suite, with the same edits.)
final class IncrementalTests: XCTestCase {
    typealias Random = SeededRandom

    /// Declarations whose meaning comes from other files: conformance
    /// through a protocol, a superclass or an extension elsewhere, gates
    /// opened from other files (through locals, parameters, properties).
    static let crossFiles: [String: String] = [
        "/ws/cross/Base.swift": """
        protocol AppService: Initializable {}
        class BaseService: Initializable {
            let gate = InitializationGate()
            @WaitForInit func ping() async {}
        }
        """,
        "/ws/cross/Feeds.swift": """
        actor Feed1: AppService {
            let gate = InitializationGate()
            @WaitForInit func load() async -> Int { 0 }
        }
        @AutoAwaitInit
        actor Feed2: Initializable {
            let gate = InitializationGate()
            func load() async -> Int { 0 }
            func refresh() async {}
        }
        class Sub: BaseService {
            @WaitForInit func go() async {}
        }
        actor Plain {
            @WaitForInit func run() async {}
        }
        """,
        "/ws/cross/Ext.swift": """
        extension Plain: Initializable {
            func extra() async {}
        }
        extension Feed2 {
            func late() async {}
        }
        """,
        "/ws/cross/Holder.swift": """
        struct Holder {
            let feed: Feed2
            let other = Feed1()
        }
        """,
        "/ws/cross/Boot.swift": """
        func boot(h: Holder) async {
            let f = Feed1()
            await f.markInitialized()
            await h.feed.markInitialized()
        }
        func bootSub() async {
            let s = Sub()
            await s.markInitialized()
        }
        """,
    ]

    static func fixtureWorkspace() throws -> [String: String] {
        var files: [String: String] = crossFiles
        for f in try FixtureFiles.fixtures("initializable") {
            for p in f.parts { files["/ws/\(f.name.replacingOccurrences(of: ".swift", with: ""))/\(p.path)"] = p.text }
        }
        // SafeDI trees: one workspace-wide tree across every case (same-named
        // types across cases make duplicates and cross-case providers)
        for folder in FixtureFiles.caseFolders("safedi-tree") {
            for p in try FixtureFiles.caseFixture(folder).parts {
                files["/ws/safedi-\(folder.lastPathComponent)/\(p.path)"] = p.text
            }
        }
        return files
    }

    static func session(_ texts: [String: String]) -> AnalysisSession {
        AnalysisSession(texts, libraries: Registry.libraries)
    }

    static func scratch(_ texts: [String: String]) -> AnalysisResult { session(texts).scratch() }

    func testRandomEditsEqualAnalysisFromScratch() throws {
        let initial = try Self.fixtureWorkspace()
        for seed in 1...4 {
            var rng = Random(seed: UInt64(seed) &* 7919)
            let session = Self.session(initial)
            _ = session.apply(initial.keys.sorted())
            _ = session.workspace.takeSummariesChanged()
            var previous = session.output()
            // every library's edits (their attributes, calls, inheritance,
            // arguments), half of them in the files that depend on others
            var edits = RandomEdits(libraries: Registry.libraries, texts: initial)
            edits.focus = Self.crossFiles.keys.sorted()
            for step in 0..<100 {
                let touched = edits.edit(&session.texts, &rng)
                if touched.isEmpty { continue }
                let changed = session.apply(touched)
                let expected = Self.scratch(session.texts)
                let got = session.workspace.result
                if got.diagnostics != expected.diagnostics || got.summaries != expected.summaries {
                    let a = Set(got.diagnostics.map { "\($0.file):\($0.range) \($0.rule) \($0.message)" })
                    let b = Set(expected.diagnostics.map { "\($0.file):\($0.range) \($0.rule) \($0.message)" })
                    XCTFail("seed \(seed) step \(step) after editing \(touched): incremental differs from scratch\nonly incremental: \(a.subtracting(b).sorted())\nonly scratch: \(b.subtracting(a).sorted())\nsummaries equal: \(got.summaries == expected.summaries)")
                    return
                }
                // exactly the files whose output changed are reported
                let now = session.output()
                let paths = Set(previous.keys).union(now.keys)
                let diagnostics = paths.filter { p in
                    previous[p]?.diagnostics ?? [] != now[p]?.diagnostics ?? []
                        || previous[p]?.diagnosticPositions ?? [] != now[p]?.diagnosticPositions ?? []
                }
                let coverage = paths.filter { p in
                    previous[p]?.summaries ?? [] != now[p]?.summaries ?? []
                        || previous[p]?.summaryPositions ?? [] != now[p]?.summaryPositions ?? []
                }
                XCTAssertEqual(changed, diagnostics, "seed \(seed) step \(step): republished set")
                XCTAssertEqual(session.workspace.takeSummariesChanged(), coverage, "seed \(seed) step \(step): coverage changed")
                previous = now
            }
        }
    }

    /// Every library's fixtures as one workspace: more files than one
    /// update takes before it runs the libraries side by side.
    static func everyFixture() throws -> [String: String] {
        var files: [String: String] = [:]
        for library in Registry.libraries {
            for f in (try? FixtureFiles.fixtures(library.id)) ?? [] {
                for p in f.parts { files["/all/\(library.id)/\(f.name.replacingOccurrences(of: ".swift", with: ""))/\(p.path)"] = p.text }
            }
        }
        for folder in ["safedi-tree", "swinject-graph", "stitcher-graph"] {
            for c in FixtureFiles.caseFolders(folder) {
                for p in try FixtureFiles.caseFixture(c).parts { files["/all/\(folder)/\(c.lastPathComponent)/\(p.path)"] = p.text }
            }
        }
        return files
    }

    /// Libraries run side by side on a large change give what they give one
    /// after another on small ones.
    func testLibrariesSideBySideGiveWhatTheyGiveInTurn() throws {
        let files = try Self.everyFixture()
        XCTAssertGreaterThan(files.count, Parallel.threshold)
        let together = Self.session(files)
        _ = together.apply(files.keys.sorted())
        let inTurn = Self.session(files)
        let paths = files.keys.sorted()
        for start in stride(from: 0, to: paths.count, by: Parallel.threshold / 4) {
            _ = inTurn.apply(Array(paths[start ..< min(paths.count, start + Parallel.threshold / 4)]))
        }
        XCTAssertGreaterThan(together.workspace.result.diagnostics.count, 100)
        XCTAssertEqual(together.workspace.result.diagnostics, inTurn.workspace.result.diagnostics)
        XCTAssertEqual(together.workspace.result.summaries, inTurn.workspace.result.summaries)
    }

    /// The same files given in any order give the same output.
    func testOrderOfFilesDoesNotMatter() throws {
        let files = try Self.fixtureWorkspace()
        let reference = Self.scratch(files)
        var rng = Random(seed: 42)
        for _ in 0..<4 {
            var order = files.keys.sorted()
            for i in order.indices.reversed() { order.swapAt(i, rng.int(i + 1)) }
            let shuffled = Analyzer.analyze(order.map { SourceFile(path: $0, text: files[$0]!) }, libraries: Registry.libraries)
            XCTAssertEqual(shuffled.diagnostics, reference.diagnostics)
            XCTAssertEqual(shuffled.summaries, reference.summaries)
            // one file at a time, in that order
            let session = Self.session(files)
            for p in order { _ = session.apply([p]) }
            XCTAssertEqual(session.workspace.result.diagnostics, reference.diagnostics)
            XCTAssertEqual(session.workspace.result.summaries, reference.summaries)
        }
    }

    /// A body edit leaves facts equal: only the edited file is re-anchored,
    /// and nothing else is reported changed.
    func testBodyEditOnlyReanchors() throws {
        let a = """
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
        }
        """
        let b = "func boot() async {\n    let s = Store()\n    await s.load()\n}\n"
        let session = Self.session(["/ws/A.swift": a, "/ws/B.swift": b])
        _ = session.apply(["/ws/A.swift", "/ws/B.swift"])
        let before = session.workspace.facts(path: "/ws/A.swift")
        session.texts["/ws/A.swift"] = "// moved\n" + a.replacingOccurrences(of: "{ 0 }", with: "{\n        let x = 1\n        return x\n    }")
        let changed = session.apply(["/ws/A.swift"])
        XCTAssertEqual(session.workspace.facts(path: "/ws/A.swift"), before, "a body edit must not change facts")
        XCTAssertEqual(changed, ["/ws/A.swift"], "the opener-gated finding moved one line down")
        XCTAssertEqual(session.workspace.diagnostics(path: "/ws/A.swift").map(\.rule), ["initializable/opener-gated"])
    }
}
