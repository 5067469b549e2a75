import XCTest
import WiringSyntax
@testable import WiringAnalysis

/// Every file's declarations stay in memory (about 340,000 on a
/// 10,000-file workspace): their size is the server's memory.
final class FactLayoutTests: XCTestCase {
    func testDeclarationFactsStayCompact() {
        XCTAssertEqual(MemoryLayout<DeclDetails>.size, 26, "two words and the mask")
        XCTAssertLessThanOrEqual(MemoryLayout<DeclFact>.stride, 144, "the small fields share the tail of the details")
        XCTAssertLessThanOrEqual(MemoryLayout<CallFact>.stride, 56, "the small fields packed at the end")
    }
}
