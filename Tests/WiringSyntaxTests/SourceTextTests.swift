import XCTest
@testable import WiringSyntax

final class SourceTextTests: XCTestCase {
    func testLineBreaks() {
        let s = SourceText("a\nb\r\nc\rd")
        XCTAssertEqual(s.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(s.lineColumn(of: 5).line, 3)
        XCTAssertEqual(s.lineColumn(of: 8).line, 4)
        XCTAssertEqual(s.lineColumn(of: 8).column, 2)
        XCTAssertEqual(s.lineContentEnd(1), 3, "the line's content stops before \\r\\n")
    }

    func testUTF16Positions() {
        // "é" is 2 UTF-8 bytes / 1 UTF-16 unit; "😀" is 4 bytes / 2 units (a surrogate pair)
        let s = SourceText("x\né😀y")
        let y = Array("x\né😀".utf8).count
        XCTAssertEqual(s.utf16Position(of: y).line, 1)
        XCTAssertEqual(s.utf16Position(of: y).character, 3)
        XCTAssertEqual(s.offset(line: 1, utf16Column: 3), y)
        XCTAssertEqual(s.offset(line: 1, utf16Column: 2), y - 4, "inside a surrogate pair: before the character")
        XCTAssertEqual(s.offset(line: 1, utf16Column: 99), s.count, "columns clamp to the line's end")
        XCTAssertEqual(s.offset(line: 9, utf16Column: 0), s.count, "lines clamp to the file's end")
        XCTAssertEqual(s.offset(line: 1, utf8Column: 2), y - 4)
    }

    /// `compactText` skips lexing a range without trivia bytes; every range of
    /// the samples (and of odd text) gives what joining its tokens gives.
    func testCompactTextEqualsItsTokensJoined() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")
        var texts = try ["CacheService.swift", "Odd.swift"].map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }
        texts.append("let a=b/*c*/+d\0e\u{0B}f;x=\"s t\";y=#\"r\"#;z=a//b\n.q")
        for text in texts {
            let s = SourceText(text)
            for lo in 1..<s.count {
                for length in [0, 1, 2, 3, 5, 8, 13, 21, 34] {
                    let hi = min(s.count, lo + length)
                    let joined: String = s.bytes.withUnsafeBufferPointer { all in
                        var lexer = Lexer(UnsafeBufferPointer(rebasing: all[0..<hi]), from: lo)
                        var out: [UInt8] = []
                        while true {
                            let t = lexer.next()
                            if t.kind == .endOfFile { break }
                            out.append(contentsOf: all[t.range])
                        }
                        return String(decoding: out, as: UTF8.self)
                    }
                    XCTAssertEqual(s.compactText(lo..<hi), joined, "\(lo)..<\(hi)")
                }
            }
        }
    }
}
