import XCTest
@testable import WiringAnalysis

/// The string and path helpers that stand in for Foundation's.
final class PlainTextTests: XCTestCase {
    func testTrimmingWhitespace() {
        XCTAssertEqual("  a b \n\t".trimmingWhitespace, "a b")
        XCTAssertEqual(" \n ".trimmingWhitespace, "")
        XCTAssertEqual("".trimmingWhitespace, "")
        XCTAssertEqual("x".trimmingWhitespace, "x")
        XCTAssertEqual("\r\nContent-Length: 3\r".trimmingWhitespace, "Content-Length: 3")
    }

    func testReplacingAll() {
        XCTAssertEqual("a|b||c".replacingAll("|", with: "\\|"), "a\\|b\\|\\|c")
        XCTAssertEqual("**bold** `code`".replacingAll("**", with: ""), "bold `code`")
        XCTAssertEqual("aaa".replacingAll("aa", with: "b"), "ba", "left to right, without overlaps")
        XCTAssertEqual("é.self, x.self".replacingAll(".self", with: ""), "é, x")
        XCTAssertEqual("none".replacingAll("x", with: "y"), "none")
    }

    func testRanges() {
        let s = "(a: Int) -> B -> C"
        XCTAssertEqual(s.firstRange(ofText: "->").map { String(s[..<$0.lowerBound]) }, "(a: Int) ")
        XCTAssertEqual(s.lastRange(ofText: "->").map { String(s[$0.upperBound...]) }, " C")
        XCTAssertNil(s.firstRange(ofText: "=>"))
        XCTAssertNil(s.lastRange(ofText: ""))
        let line = "/a/b: c: permission denied"
        XCTAssertEqual(line.lastRange(ofText: ": ").map { String(line[..<$0.lowerBound]) }, "/a/b: c")
    }

    func testPadded() {
        XCTAssertEqual("ab".padded(to: 4), "ab  ")
        XCTAssertEqual("abcdef".padded(to: 4), "abcdef", "never cut")
    }

    func testNumbers() {
        XCTAssertEqual(1.25.oneDecimal, "1.3")
        XCTAssertEqual(12.0.oneDecimal, "12.0")
        XCTAssertEqual(0.04.oneDecimal, "0.0")
        XCTAssertEqual((-1.5).oneDecimal, "-1.5")
        XCTAssertEqual(2.5.whole, "3")
        XCTAssertEqual(0.4.whole, "0")
    }

    func testPaths() {
        XCTAssertEqual(PathText.parent(of: "/a/b/c.json"), "/a/b")
        XCTAssertEqual(PathText.parent(of: "c.json"), "")
        XCTAssertEqual(PathText.parent(of: "/c"), "/")
        XCTAssertEqual(PathText.parent(of: "a/b/"), "a")
        XCTAssertEqual(PathText.lastComponent(of: "/a/b/c.json"), "c.json")
        XCTAssertEqual(PathText.lastComponent(of: "c.json"), "c.json")
        XCTAssertEqual(PathText.lastComponent(of: "/a/b/"), "b")
        XCTAssertEqual(PathText.lastComponent(of: "/"), "/")
        let folder = NSTemporaryDirectory()
        XCTAssertTrue(PathText.isFolder(folder))
        XCTAssertFalse(PathText.isFolder(folder + "/no-such-thing-\(UInt64.random(in: 0 ... .max))"))
    }
}
