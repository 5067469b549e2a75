import XCTest
@testable import WiringIndex

final class SmokeTests: XCTestCase {
    func testLinksSQLite() { XCTAssertFalse(WiringIndexVersion.sqlite.isEmpty) }
}
