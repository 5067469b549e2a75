import XCTest
@testable import WiringEngine

final class EngineSmokeTests: XCTestCase {
    func testEngineExists() { XCTAssertEqual(Engine.maxDiskFileSize > 0, true) }
}
