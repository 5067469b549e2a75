import XCTest
import WiringSyntax
@testable import WiringEngine

/// The texts kept for localization: held while output points into a file,
/// then spare within a byte budget, oldest dropped first.
final class DiskTextsTests: XCTestCase {
    func text(_ n: Int) -> SourceText { SourceText(Array(repeating: UInt8(ascii: "a"), count: n)) }

    func testRetiredTextsAreKeptWithinTheBudgetOldestDroppedFirst() {
        var texts = DiskTexts(spareBudget: 250)
        for p in ["a", "b", "c"] { texts.keep(text(100), for: p) }
        for p in ["a", "b", "c"] { texts.retire(p) }
        XCTAssertFalse(texts.contains("a"), "300 bytes spare: the oldest goes")
        XCTAssertTrue(texts.contains("b"))
        XCTAssertTrue(texts.contains("c"))
        // asked for again, a spare text is held: it no longer counts against the budget
        XCTAssertEqual(texts.text("b")?.bytes.count, 100)
        texts.keep(text(100), for: "d")
        texts.retire("d")
        XCTAssertTrue(texts.contains("b"))
        XCTAssertTrue(texts.contains("c"))
        XCTAssertTrue(texts.contains("d"))
    }

    func testALowerBudgetDropsTheOldestSpareTexts() {
        var texts = DiskTexts(spareBudget: 1000)
        for p in ["a", "b", "c"] {
            texts.keep(text(100), for: p)
            texts.retire(p)
        }
        texts.spareBudget = 150
        XCTAssertFalse(texts.contains("a"))
        XCTAssertFalse(texts.contains("b"))
        XCTAssertTrue(texts.contains("c"))
    }

    func testAChangedFileLosesItsText() {
        var texts = DiskTexts(spareBudget: 1000)
        texts.keep(text(10), for: "a")
        texts.keep(text(10), for: "b")
        texts.retire("b")
        texts.forget("a")
        texts.forget("b")
        XCTAssertNil(texts.text("a"))
        XCTAssertNil(texts.text("b"))
    }

    func testEvictingManyTimesKeepsTheQueueBounded() {
        var texts = DiskTexts(spareBudget: 100)
        for k in 0..<20_000 {
            texts.keep(text(10), for: "f\(k)")
            texts.retire("f\(k)")
        }
        XCTAssertTrue(texts.contains("f19999"))
        XCTAssertFalse(texts.contains("f19989"))
        XCTAssertLessThanOrEqual(texts.queued, 1024 + 2 * 10 + 64 + 1)
    }

    func testATextLargerThanTheBudgetIsNotKeptSpare() {
        var texts = DiskTexts(spareBudget: 50)
        texts.keep(text(100), for: "big")
        texts.retire("big")
        XCTAssertFalse(texts.contains("big"))
    }

    func testRetiringManyTimesKeepsTheQueueBounded() {
        var texts = DiskTexts(spareBudget: 1000)
        for k in 0..<20_000 {
            texts.keep(text(10), for: "f\(k % 50)")
            texts.retire("f\(k % 50)")
        }
        for k in 0..<50 { XCTAssertTrue(texts.contains("f\(k)")) }
        XCTAssertLessThanOrEqual(texts.queued, 2 * 50 + 64)
    }
}
