import XCTest
@testable import WiringAnalysis

/// `Parallel.map` returns results in order whatever the threads did, and a
/// `Handoff` gives each iteration its own value, moved: nothing is copied,
/// nothing is left behind or freed twice.
final class ParallelTests: XCTestCase {
    final class Tracked: @unchecked Sendable {
        let value: Int
        let onDeinit: @Sendable () -> Void
        init(_ value: Int, onDeinit: @escaping @Sendable () -> Void) {
            self.value = value
            self.onDeinit = onDeinit
        }
        deinit { onDeinit() }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func add() { lock.lock(); n += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return n }
    }

    func testMapKeepsOrderOnEveryCore() {
        let n = Parallel.threshold * 3 + 7
        XCTAssertEqual(Parallel.map(n) { $0 * $0 }, (0..<n).map { $0 * $0 })
        XCTAssertEqual(Parallel.map(5) { $0 + 1 }, [1, 2, 3, 4, 5])
    }

    /// Pieces run side by side, each on a thread, results in order; what a
    /// piece spreads over the cores inside runs too, and nothing runs twice.
    func testSideBySideRunsEachPieceOnceInOrder() {
        let runs = Counter()
        let results = SideBySide.map(7) { k -> [Int] in
            runs.add()
            // each piece spreads work of its own (in parallel from a plain thread)
            return Parallel.map(Parallel.threshold + k) { $0 * k }
        }
        XCTAssertEqual(runs.value, 7)
        XCTAssertEqual(results, (0..<7).map { k in (0..<(Parallel.threshold + k)).map { $0 * k } })
        XCTAssertEqual(SideBySide.map(1) { $0 + 1 }, [1])
        XCTAssertEqual(SideBySide.map(0) { $0 }, [])
    }

    func testHandoffMovesEachValueToOneIteration() {
        let n = Parallel.threshold * 2 + 1
        let freed = Counter()
        var identities: [ObjectIdentifier] = []
        do {
            let handoff = Handoff<(Tracked, String)>(capacity: n + 3)
            for i in 0..<n {
                let t = Tracked(i) { freed.add() }
                identities.append(ObjectIdentifier(t))
                handoff.append((t, "item \(i)"))
            }
            XCTAssertEqual(handoff.count, n)
            let taken = Parallel.map(n) { k -> (Int, ObjectIdentifier, String) in
                let (t, name) = handoff.take(k)
                return (t.value, ObjectIdentifier(t), name)
            }
            XCTAssertEqual(taken.map(\.0), Array(0..<n))
            XCTAssertEqual(taken.map(\.1), identities, "each iteration got the value appended at its index")
            XCTAssertEqual(taken.map(\.2), (0..<n).map { "item \($0)" })
            XCTAssertEqual(freed.value, n, "taken values are freed by their taker")
        }
        XCTAssertEqual(freed.value, n, "the handoff frees nothing twice")
    }

    func testHandoffFreesWhatNobodyTook() {
        let freed = Counter()
        do {
            let handoff = Handoff<Tracked>(capacity: 4)
            for i in 0..<3 { handoff.append(Tracked(i) { freed.add() }) }
            XCTAssertEqual(handoff.take(1).value, 1)
            XCTAssertEqual(freed.value, 1)
        }
        XCTAssertEqual(freed.value, 3)
    }
}
