import XCTest
@testable import WiringEngine

/// Which bytes count as text the parser reads (`TextCheck`).
final class TextCheckTests: XCTestCase {
    func problem(_ bytes: [UInt8]) -> String? { TextCheck.problem(in: bytes) }

    func testASCIIAndEveryLengthOfUTF8AreText() {
        XCTAssertNil(problem([]))
        XCTAssertNil(problem(Array("struct A {}\n".utf8)))
        XCTAssertNil(problem(Array("é 日本 🎉 \u{10FFFF}".utf8)))
        // a long ASCII run with a character at every offset of the word loop
        for k in 0..<17 {
            XCTAssertNil(problem(Array(String(repeating: "a", count: k).utf8) + Array("€".utf8) + Array("bcdefghij".utf8)))
        }
    }

    func testNulAndInvalidBytesAreNotText() {
        for k in 0..<17 {
            let text = Array(String(repeating: "a", count: k).utf8)
            XCTAssertEqual(problem(text + [0] + text), "not text (a NUL byte at byte \(k))")
            XCTAssertEqual(problem(text + [0xFF]), "not UTF-8 text (byte 0xFF at byte \(k) starts no valid character)")
        }
        XCTAssertNotNil(problem([0x80]), "a continuation byte alone")
        XCTAssertNotNil(problem([0xC0, 0xAF]), "an overlong '/'")
        XCTAssertNotNil(problem([0xE0, 0x80, 0xAF]), "an overlong three-byte form")
        XCTAssertNotNil(problem([0xED, 0xA0, 0x80]), "a surrogate")
        XCTAssertNotNil(problem([0xF4, 0x90, 0x80, 0x80]), "past U+10FFFF")
        XCTAssertEqual(problem([0x61, 0xE2, 0x82]), "not UTF-8 text (a character cut off at the end, byte 1)")
        XCTAssertEqual(problem([0xE2, 0x61, 0x82]), "not UTF-8 text (byte 0xE2 at byte 0 starts no valid character)")
    }

    /// The word loop resumes after a character outside ASCII: what follows is still checked, at every offset.
    func testBytesAfterACharacterOutsideASCIIAreStillChecked() {
        let head = Array("// café\n".utf8)
        for k in 0..<17 {
            let run = Array(String(repeating: "a", count: k).utf8)
            XCTAssertNil(problem(head + run + Array("é".utf8) + run))
            XCTAssertEqual(problem(head + run + [0] + run), "not text (a NUL byte at byte \(head.count + k))")
            XCTAssertEqual(problem(head + run + [0xC0, 0xAF]),
                           "not UTF-8 text (byte 0xC0 at byte \(head.count + k) starts no valid character)")
        }
    }
}
