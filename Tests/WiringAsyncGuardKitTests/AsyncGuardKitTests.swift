import Foundation
import XCTest
import WiringAnalysis
import WiringAsyncGuardKit
import WiringSyntax
import WiringTestSupport

/// AsyncGuardKit passes the conformance suite every library passes: its rules'
/// examples and documentation, its fixtures (`Tests/Fixtures/asyncguard`),
/// random edits and any order of discovery.
final class AsyncGuardKitConformanceTests: XCTestCase {
    func testConformance() throws {
        let suite = LibraryConformance(library: AsyncGuardKitLibrary(), fixtures: try FixtureFiles.fixtures("asyncguard"),
                                       fixed: try FixtureFiles.fixedFixtures("asyncguard"))
        for failure in try suite.run() { XCTFail(failure) }
    }

    func testEveryRuleAndFixIsCovered() throws {
        var seen: Set<String> = []
        var titles: Set<String> = []
        for f in try FixtureFiles.fixtures("asyncguard") {
            for d in Analyzer.analyze(f.sourceFiles, libraries: [AsyncGuardKitLibrary()], configuration: f.configuration).diagnostics {
                seen.insert(d.rule)
                for fix in d.fixes { titles.insert(fix.title) }
            }
        }
        for rule in AsyncGuardKitLibrary().rules {
            XCTAssertTrue(seen.contains(rule.id), "no fixture triggers \(rule.id)")
            for t in rule.fixTitles { XCTAssertTrue(titles.contains(t), "no fixture offers '\(t)'") }
        }
    }
}

/// A file's findings read the types its code runs in from other files, and
/// the other uses of its single-flight keys: editing those re-checks it.
final class AsyncGuardKitCrossFileTests: XCTestCase {
    private let owner = """
        import AsyncGuardKit
        final class Poller {
            var tasks = Set<AnyCancellable>()
            let lifetime = AsyncLifetime()
            deinit { tasks.cancelAll() }
        }
        """
    private let user = """
        import AsyncGuardKit
        extension Poller {
            func start() {
                AsyncTask { await Self.poll() }.store(in: &tasks)
                _ = AsyncTask { await Self.poll() }
            }
            static func poll() async {}
        }
        func first() async throws -> Int { try await withSingleFlight(key: "load") { try await one() } }
        func one() async throws -> Int { 1 }
        """

    private func rules(_ s: AnalysisSession, _ path: String) -> [String] {
        s.workspace.diagnostics(path: path).map { "\($0.rule): " + $0.fixes.map(\.title).joined(separator: ", ") }.sorted()
    }

    func testOwnerAndKeyEditsRecheckTheirReaders() {
        let s = AnalysisSession(["/w/Poller.swift": owner, "/w/Start.swift": user], libraries: [AsyncGuardKitLibrary()])
        _ = s.apply(["/w/Poller.swift", "/w/Start.swift"])
        // the store is cancelled by the owner's deinit; the lost task can bind to its one lifetime
        XCTAssertEqual(rules(s, "/w/Start.swift"), ["asyncguard/task-without-lifetime: Bind to 'lifetime', Mark as .detached()"])

        s.texts["/w/Poller.swift"] = owner.replacingOccurrences(of: "deinit { tasks.cancelAll() }", with: "")
        let changed = s.apply(["/w/Poller.swift"])
        XCTAssertTrue(changed.contains("/w/Start.swift"))
        XCTAssertEqual(rules(s, "/w/Start.swift"), ["asyncguard/store-never-cancelled: Cancel in deinit",
                                                   "asyncguard/task-without-lifetime: Bind to 'lifetime', Mark as .detached()"])
        // the fix goes into the owner's file
        let fix = s.workspace.diagnostics(path: "/w/Start.swift").first { $0.rule == "asyncguard/store-never-cancelled" }?.fixes.first
        XCTAssertEqual(fix?.edits.map(\.file), ["/w/Poller.swift"])

        // a key another file uses with another operation
        s.texts["/w/Other.swift"] = """
            import AsyncGuardKit
            func second() async throws -> Int { try await withSingleFlight(key: "load") { try await two() } }
            func two() async throws -> Int { 2 }
            """
        XCTAssertTrue(s.apply(["/w/Other.swift"]).contains("/w/Start.swift"))
        XCTAssertTrue(rules(s, "/w/Start.swift").contains { $0.hasPrefix("asyncguard/single-flight-shared-key") })
        s.texts["/w/Other.swift"] = nil
        XCTAssertTrue(s.apply(["/w/Other.swift"]).contains("/w/Start.swift"))
        XCTAssertFalse(rules(s, "/w/Start.swift").contains { $0.hasPrefix("asyncguard/single-flight-shared-key") })

        // the same as from scratch
        let scratch = AnalysisSession(s.texts, libraries: [AsyncGuardKitLibrary()])
        _ = scratch.apply(Array(s.texts.keys))
        XCTAssertEqual(s.output(), scratch.output())
    }

    func testDetachedHoverSaysItIsNotTaskDetached() throws {
        let text = """
            import AsyncGuardKit
            func go() {
                AsyncTask { await work() }.detached()
            }
            func work() async {}
            """
        let s = AnalysisSession(["/w/Go.swift": text], libraries: [AsyncGuardKitLibrary()])
        _ = s.apply(["/w/Go.swift"])
        let offset = try XCTUnwrap(text.utf8.firstRange(of: "detached".utf8)).lowerBound
        let at = text.utf8.distance(from: text.utf8.startIndex, to: offset) + 2
        let hover = s.workspace.navigators.compactMap { $0.hover(path: "/w/Go.swift", offset: at, in: s.workspace) }.first
        XCTAssertTrue(hover?.markdown.contains("unlike `Task.detached`") == true, "\(String(describing: hover))")
        XCTAssertNil(s.workspace.navigators.compactMap { $0.hover(path: "/w/Go.swift", offset: 30, in: s.workspace) }.first)
    }

    /// Half-typed code: the owner's `deinit {` is the last thing in the
    /// file. Inserting into a block with no `}` once trapped.
    func testFixIntoABlockCutShortAtTheEndOfTheFile() {
        for tail in ["    deinit {", "    deinit {\n", "}\nfinal class Q {"] {
            let text = """
                import AsyncGuardKit
                final class P {
                    var tasks = Set<AnyCancellable>()
                    func f() { AsyncTask { await g() }.store(in: &tasks) }

                """ + tail
            let s = AnalysisSession(["/w/P.swift": text], libraries: [AsyncGuardKitLibrary()])
            _ = s.apply(["/w/P.swift"])
            let d = s.workspace.diagnostics(path: "/w/P.swift").first { $0.rule == "asyncguard/store-never-cancelled" }
            XCTAssertEqual(d?.fixes.map(\.title), ["Cancel in deinit"], tail)
        }
    }
}
