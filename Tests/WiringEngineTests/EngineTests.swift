import Foundation
import XCTest
import WiringAnalysis
import WiringLibraries
import WiringSyntax
@testable import WiringEngine
import WiringTestSupport

/// The engine as the server and `wiring check` drive it: files on disk and
/// in the editor, the cache between runs. After every step its result must
/// equal an analysis from scratch of the same texts.
final class EngineTests: XCTestCase {
    static let files: [String: String] = [
        "Base.swift": """
            protocol AppService: Initializable {}
            class BaseService: Initializable {
                let gate = InitializationGate()
                @WaitForInit func ping() async {}
            }
            """,
        "Feeds.swift": """
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
        "Ext.swift": """
            extension Plain: Initializable {
                func extra() async {}
            }
            extension Feed2 {
                func late() async {}
            }
            """,
        "Holder.swift": """
            struct Holder {
                let feed: Feed2
            }
            """,
        "Boot.swift": """
            func boot(h: Holder) async {
                let f = Feed1()
                await f.markInitialized()
                await h.feed.markInitialized()
            }
            """,
        "Orphan.swift": """
            @AutoAwaitInit
            actor Orphan: Initializable {
                let gate = InitializationGate()
                @SkipInit func setup() async { await markInitialized() }
                func work() async {}
            }
            """,
    ]

    var root: URL!
    var cache: URL!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-engine-\(UUID().uuidString)")
        root = base.appendingPathComponent("ws")
        cache = base.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in Self.files { try write(name, text) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }

    var rootPath: String { Discovery.realPath(root.path)! }
    func path(_ name: String) -> String { rootPath + "/" + name }

    func engine() -> WorkspaceEngine {
        WorkspaceEngine(options: .init(roots: [root.path], libraries: Registry.libraries, cacheDirectory: cache.path))
    }

    /// What an analysis from scratch finds in these texts.
    func scratch(_ texts: [String: String]) -> AnalysisResult {
        Analyzer.analyze(texts.keys.sorted().map { SourceFile(path: $0, text: texts[$0]!) }, libraries: Registry.libraries)
    }

    func diskTexts() throws -> [String: String] {
        var out: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name.hasSuffix(".swift") {
            out[path(name)] = try String(contentsOfFile: path(name), encoding: .utf8)
        }
        return out
    }

    func testRandomDiskAndEditorChangesEqualScratch() throws {
        let e = engine()
        e.index()
        var documents: [String: String] = [:]
        var rng = SeededRandom(seed: 7)
        let names = Self.files.keys.sorted()
        for step in 0..<150 {
            let name = names[rng.int(names.count)]
            let p = path(name)
            var text = documents[p] ?? (try? String(contentsOfFile: p, encoding: .utf8)) ?? ""
            var lines = text.components(separatedBy: "\n")
            switch rng.int(8) {
            case 0, 1:  // a line removed or duplicated
                if !lines.isEmpty {
                    let i = rng.int(lines.count)
                    if rng.int(2) == 0 { lines.remove(at: i) } else { lines.insert(lines[i], at: i) }
                }
            case 2:  // an attribute toggled
                let i = rng.int(max(1, lines.count))
                if i < lines.count {
                    lines[i] = lines[i].contains("@WaitForInit") ? lines[i].replacingOccurrences(of: "@WaitForInit ", with: "")
                                                             : "@WaitForInit " + lines[i]
                }
            case 3:  // an opener broken or mended
                text = lines.joined(separator: "\n")
                lines = (text.contains("markInitialized") ? text.replacingOccurrences(of: "markInitialized", with: "markReady")
                                                         : text.replacingOccurrences(of: "markReady", with: "markInitialized"))
                    .components(separatedBy: "\n")
            default:  // a comment: everything moves
                lines.insert("// \(step)", at: rng.int(lines.count + 1))
            }
            text = lines.joined(separator: "\n")
            switch rng.int(4) {
            case 0:  // typed in the editor
                documents[p] = text
                _ = e.setDocument(path: p, bytes: Array(text.utf8))
            case 1 where documents[p] != nil:  // closed: the disk's version again
                documents[p] = nil
                _ = e.closeDocument(path: p)
            case 2:  // deleted on disk, or back
                if FileManager.default.fileExists(atPath: p) {
                    try FileManager.default.removeItem(atPath: p)
                } else {
                    try write(name, text)
                }
                _ = e.reload(paths: [p])
            default:  // saved on disk by another tool
                try write(name, text)
                _ = e.reload(paths: [p])
            }
            var texts = try diskTexts()
            for (dp, dt) in documents { texts[dp] = dt }
            let want = scratch(texts)
            XCTAssertEqual(e.result.diagnostics, want.diagnostics, "step \(step)")
            XCTAssertEqual(e.result.summaries, want.summaries, "step \(step)")
            // the text it shows positions with is the current one
            for p in e.pathsWithOutput {
                XCTAssertEqual(e.source(path: p).map { String(decoding: $0.bytes, as: UTF8.self) }, texts[p], "step \(step): \(p)")
            }
            if e.result.diagnostics != want.diagnostics { return }
        }
        // a new engine on the same cache (warm) finds the disk's state exactly;
        // files written within the clock's last tick are read again (their
        // stat cannot be trusted yet), later ones come from the cache
        e.flushCache()
        Thread.sleep(forTimeInterval: 0.2)
        let settle = engine()
        settle.index()
        settle.flushCache()
        let warm = engine()
        let report = warm.index()
        XCTAssertEqual(report.reused, report.files, "facts came from the cache")
        XCTAssertEqual(report.parsed, 0)
        let want = scratch(try diskTexts())
        XCTAssertEqual(warm.result.diagnostics, want.diagnostics)
        XCTAssertEqual(warm.result.summaries, want.summaries)
    }

    /// The same files, written in different orders into two folders, give
    /// the same findings.
    /// `wiring check` tries the fixes one after another (each trial's state
    /// reached from the last's); every verdict is the one a lone trial
    /// (applied, compared, undone) gives, and the analysis is as it was.
    func testFixesTriedInARunHoldAsEachAlone() throws {
        try write("Tree.swift", FixTrialTree.text)
        // a second tree, whose child receives what nothing above it provides
        try write("Other.swift", """
            import SafeDI
            @Instantiable(isRoot: true)
            public final class App: Instantiable {
                public init(other: Other) {
                    self.other = other
                }
                @Instantiated let other: Other
            }
            @Instantiable
            public final class Other: Instantiable {
                public init(clock: Clock, child: Child) {
                    self.clock = clock
                    self.child = child
                }
                @Received let clock: Clock
                @Received let child: Child
            }
            """)
        let e = engine()
        e.index()
        let before = e.analysis.result.diagnostics
        let alone = before.map { e.keepingFixesThatHold($0) }
        XCTAssertEqual(e.analysis.result.diagnostics, before)
        let run = e.checkedResult.diagnostics
        XCTAssertEqual(run, alone)
        XCTAssertEqual(e.analysis.result.diagnostics, before)
        // fixes of several files were tried: some hold, some do not
        let tried = before.filter(e.triesFixes)
        XCTAssertTrue(Set(tried.map(\.file)).isSuperset(of: [path("Tree.swift"), path("Other.swift")]))
        let kept = run.reduce(0) { $0 + $1.fixes.count }
        XCTAssertGreaterThanOrEqual(kept, 2)
        XCTAssertLessThan(kept, tried.reduce(0) { $0 + $1.fixes.count })
    }

    func testOrderOfCreationDoesNotMatter() throws {
        let other = root.deletingLastPathComponent().appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        for name in Self.files.keys.sorted().reversed() {
            try Data(Self.files[name]!.utf8).write(to: other.appendingPathComponent(name))
        }
        let a = WorkspaceEngine(options: .init(roots: [root.path], libraries: Registry.libraries))
        a.index()
        let b = WorkspaceEngine(options: .init(roots: [other.path], libraries: Registry.libraries))
        b.index()
        func relative(_ r: AnalysisResult, _ base: String) -> [String] {
            r.diagnostics.map { "\($0.file.dropFirst(base.count)) \($0.range) \($0.rule) \($0.message)" }
        }
        XCTAssertEqual(relative(a.result, rootPath), relative(b.result, Discovery.realPath(other.path)!))
        XCTAssertFalse(a.result.diagnostics.isEmpty)
    }

    /// A file changed on disk while its findings wait to be shown: the
    /// engine reads it again instead of showing stale positions.
    func testFileChangedUnderTheEngineIsReadAgain() throws {
        let e = engine()
        e.index()
        let before = e.diagnostics(path: path("Feeds.swift"))
        XCTAssertFalse(before.isEmpty)
        // shifted by a line on disk, without telling the engine; then a rescan
        let moved = "// moved\n" + Self.files["Feeds.swift"]!
        try write("Feeds.swift", moved)
        e.index()
        var texts = try diskTexts()
        texts[path("Feeds.swift")] = moved
        XCTAssertEqual(e.result.diagnostics, scratch(texts).diagnostics)
    }
}
