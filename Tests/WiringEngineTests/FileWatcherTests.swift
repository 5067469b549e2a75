#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import WiringAnalysis
@testable import WiringEngine
import WiringTestSupport

/// Collects what a watcher reports, from its thread, for the test's thread.
final class ChangeRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var received: Set<String> = []
    private var callsInFlight = 0
    private var overlapped = false
    private var unsortedBatch: [String]?

    func record(_ paths: [String]) {
        condition.lock()
        if callsInFlight > 0 { overlapped = true }
        callsInFlight += 1
        condition.unlock()
        usleep(500)  // widens the window a concurrent call would land in
        condition.lock()
        if paths != paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { unsortedBatch = paths }
        received.formUnion(paths)
        callsInFlight -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every expected path was reported (at most `timeout`
    /// seconds), then returns and forgets everything reported so far.
    func take(expecting expected: Set<String>, timeout: TimeInterval = 3) -> Set<String> {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !expected.isSubset(of: received) && condition.wait(until: deadline) {}
        let r = received
        received = []
        return r
    }

    /// Whether calls ever overlapped or a batch was out of order.
    var problems: String? {
        condition.lock()
        defer { condition.unlock() }
        if overlapped { return "onChange was called concurrently with itself" }
        if let b = unsortedBatch { return "a batch was not sorted: \(b)" }
        return nil
    }
}

final class LogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func record(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}

final class FileWatcherTests: XCTestCase {
    private var trees: [TempTree] = []
    private var watchers: [FileWatcher] = []
    private var recorders: [ChangeRecorder] = []

    override func tearDown() {
        for w in watchers { w.stop() }
        for r in recorders { XCTAssertNil(r.problems) }
        for t in trees { t.removeAll() }
        watchers.removeAll()
        recorders.removeAll()
        trees.removeAll()
        super.tearDown()
    }

    static let polling = FileWatcher.Backend.polling(intervalMilliseconds: 20)

    /// A tree with the workspace in `ws/` (so things can be moved in and out).
    private func makeTree() throws -> (TempTree, String) {
        let t = try TempTree()
        trees.append(t)
        return (t, t.folder("ws"))
    }

    private func requireBackend(_ backend: FileWatcher.Backend) throws {
        #if !canImport(Glibc)
        if backend == .inotify { throw XCTSkip("inotify is Linux only") }
        #endif
    }

    private func start(_ root: String, _ backend: FileWatcher.Backend, excludes: [String] = [],
                       prepare: (FileWatcher) -> Void = { _ in }) throws -> (ChangeRecorder, LogRecorder) {
        try requireBackend(backend)
        let changes = ChangeRecorder(), log = LogRecorder()
        let w = FileWatcher(root: root, configuration: Configuration(excludes: excludes), backend: backend,
                            fallbackPollingMilliseconds: 20, log: log.record, onChange: changes.record)
        prepare(w)
        XCTAssertTrue(w.start(), "\(log.all)")
        watchers.append(w)
        recorders.append(changes)
        return (changes, log)
    }

    private func assertReports(_ recorder: ChangeRecorder, _ expected: [String], in root: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let want = Set(expected.map { root + "/" + $0 })
        let got = recorder.take(expecting: want)
        XCTAssertEqual(relative(got.sorted(), to: root), expected.sorted(), file: file, line: line)
    }

    // MARK: - Files created, modified, deleted, renamed

    func testFileChangesInotify() throws { try checkFileChanges(.inotify) }
    func testFileChangesPolling() throws { try checkFileChanges(FileWatcherTests.polling) }

    private func checkFileChanges(_ backend: FileWatcher.Backend) throws {
        let (t, ws) = try makeTree()
        for name in ["Keep", "Edit", "Gone", "Old"] { t.file("ws/Sources/\(name).swift") }
        t.file("ws/Sources/notes.txt")
        let (changes, _) = try start(ws, backend)

        t.file("ws/Sources/New.swift")
        assertReports(changes, ["Sources/New.swift"], in: ws)
        t.overwrite("ws/Sources/Edit.swift", "struct Edited { let longer = true }\n")
        assertReports(changes, ["Sources/Edit.swift"], in: ws)
        t.remove("ws/Sources/Gone.swift")
        assertReports(changes, ["Sources/Gone.swift"], in: ws)
        t.rename("ws/Sources/Old.swift", "ws/Sources/Renamed.swift")
        assertReports(changes, ["Sources/Old.swift", "Sources/Renamed.swift"], in: ws)
        t.rename("ws/Sources/notes.txt", "ws/Sources/Notes.swift")
        assertReports(changes, ["Sources/Notes.swift"], in: ws)
    }

    // MARK: - Folders

    func testFolderChangesInotify() throws { try checkFolderChanges(.inotify) }
    func testFolderChangesPolling() throws { try checkFolderChanges(FileWatcherTests.polling) }

    private func checkFolderChanges(_ backend: FileWatcher.Backend) throws {
        let (t, ws) = try makeTree()
        t.file("ws/Sources/Keep.swift")
        t.file("ws/Doomed/Sub/D.swift")
        t.file("outside/Pkg/A.swift")
        t.file("outside/Pkg/Sub/B.swift")
        t.file("linked/L.swift")
        let (changes, _) = try start(ws, backend)

        // a new folder and a file written at once (before a watch could exist)
        t.file("ws/New/Deep/X.swift")
        assertReports(changes, ["New/Deep/X.swift"], in: ws)
        // a folder moved in brings its files, and is watched from then on
        t.rename("outside/Pkg", "ws/Pkg")
        assertReports(changes, ["Pkg/A.swift", "Pkg/Sub/B.swift"], in: ws)
        t.file("ws/Pkg/Sub/C.swift")
        assertReports(changes, ["Pkg/Sub/C.swift"], in: ws)
        // moved out: its files are gone, and no longer watched
        t.rename("ws/Pkg", "outside/Moved")
        assertReports(changes, ["Pkg/A.swift", "Pkg/Sub/B.swift", "Pkg/Sub/C.swift"], in: ws)
        t.file("outside/Moved/Sub/After.swift")
        t.file("ws/Sources/Marker.swift")
        assertReports(changes, ["Sources/Marker.swift"], in: ws)
        // removed with everything in it
        try FileManager.default.removeItem(atPath: ws + "/Doomed")
        assertReports(changes, ["Doomed/Sub/D.swift"], in: ws)
        // a symlinked folder appears
        t.link("ws/Linked", to: t.absolute("linked"))
        assertReports(changes, ["Linked/L.swift"], in: ws)
    }

    // MARK: - Configuration and ignored paths

    func testConfigurationFileInotify() throws { try checkConfigurationFile(.inotify) }
    func testConfigurationFilePolling() throws { try checkConfigurationFile(FileWatcherTests.polling) }

    private func checkConfigurationFile(_ backend: FileWatcher.Backend) throws {
        let (t, ws) = try makeTree()
        t.file("ws/A.swift")
        let (changes, _) = try start(ws, backend)
        t.file("ws/.wiring.json", #"{"exclude": []}"#)
        assertReports(changes, [".wiring.json"], in: ws)
        t.overwrite("ws/.wiring.json", #"{"exclude": ["Generated"]}"#)
        assertReports(changes, [".wiring.json"], in: ws)
    }

    func testIgnoredPathsInotify() throws { try checkIgnoredPaths(.inotify) }
    func testIgnoredPathsPolling() throws { try checkIgnoredPaths(FileWatcherTests.polling) }

    /// Changes discovery would not see are not reported; the change made
    /// last is, so anything reported before it shows up with it.
    private func checkIgnoredPaths(_ backend: FileWatcher.Backend) throws {
        let (t, ws) = try makeTree()
        t.file("ws/.build/Old.swift")
        t.file("ws/Generated/Old.swift")
        t.file("ws/Sources/Old.swift")
        let (changes, _) = try start(ws, backend, excludes: ["Generated/**", "**/Mocks/*.swift"])

        t.file("ws/.build/debug/Built.swift")
        t.file("ws/Pods/Pod/Pod.swift")
        t.file("ws/.hidden/Hidden.swift")
        t.file("ws/Sources/.Hidden.swift")
        t.file("ws/Generated/New.swift")
        t.overwrite("ws/Generated/Old.swift", "struct Regenerated {}\n")
        t.file("ws/Sources/Mocks/Mock.swift")
        t.file("ws/Sources/notes.txt")
        t.file("ws/Sources/.wiring.json")  // only the root's configuration counts
        t.file("ws/Sources/Real.swift")
        assertReports(changes, ["Sources/Real.swift"], in: ws)
    }

    // MARK: - inotify's limits

    func testQueueOverflowReportsEveryKnownFile() throws {
        let (t, ws) = try makeTree()
        t.file("ws/A.swift")
        t.file("ws/Sub/B.swift")
        t.file("ws/Generated/C.swift")
        let (changes, log) = try start(ws, .inotify, excludes: ["Generated"])
        watchers.last!.simulateQueueOverflowForTesting()
        assertReports(changes, [".wiring.json", "A.swift", "Sub/B.swift"], in: ws)
        XCTAssertEqual(log.all, ["file watcher: events were lost (inotify queue overflow): rescanning \(ws)"])
        // still watching afterwards
        t.file("ws/Sub/New.swift")
        assertReports(changes, ["Sub/New.swift"], in: ws)
    }

    func testRunningOutOfWatchesFallsBackToPolling() throws {
        let (t, ws) = try makeTree()
        for dir in ["A", "B", "C", "D"] { t.file("ws/\(dir)/File.swift") }
        let (changes, log) = try start(ws, .inotify) { $0.watchLimitForTesting = 2 }
        XCTAssertEqual(log.all.count, 1)
        XCTAssertTrue(log.all.first?.contains("inotify watch limit") ?? false, "\(log.all)")
        // D is past the limit: only polling sees it
        t.overwrite("ws/D/File.swift", "struct Changed { let longer = 1 }\n")
        assertReports(changes, ["D/File.swift"], in: ws)
        t.file("ws/E/New.swift")
        assertReports(changes, ["E/New.swift"], in: ws)
    }

    /// inotify has no folder to watch: the watcher polls instead.
    func testRootThatIsOneFileIsPolled() throws {
        let (t, ws) = try makeTree()
        let only = t.file("ws/Only.swift")
        let (changes, log) = try start(only, .inotify)
        XCTAssertEqual(log.all, ["file watcher: \(only) is not a readable folder: polling every 20 ms"])
        t.overwrite("ws/Only.swift", "struct Changed { let longer = 1 }\n")
        assertReports(changes, ["Only.swift"], in: ws)
    }

    // MARK: - Stopping

    func testStopIsPromptAndFinalInotify() throws { try checkStop(.inotify) }
    func testStopIsPromptAndFinalPolling() throws { try checkStop(.polling(intervalMilliseconds: 5000)) }

    private func checkStop(_ backend: FileWatcher.Backend) throws {
        let (t, ws) = try makeTree()
        t.file("ws/A.swift")
        let (changes, _) = try start(ws, backend)
        let watcher = watchers.last!
        let began = Date()
        watcher.stop()
        XCTAssertLessThan(Date().timeIntervalSince(began), 0.5)
        watcher.stop()  // twice is harmless
        t.file("ws/B.swift")
        XCTAssertEqual(changes.take(expecting: [ws + "/B.swift"], timeout: 0.3), [])
    }
}
