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

    /// A text read only to be parsed has no line table; what it answers
    /// about lines (a suppression comment's) is what a text with one answers.
    func testATextWithoutLineTableAnswersAlike() {
        for text in ["a\nb\r\nc\rd", "", "x", "\n\n", "é😀\ny\r\n\r\nz", "  // wiring:disable-line x\nlet a = 1\n"] {
            let with = SourceText(text), without = SourceText(bytesWithoutLineTable: Array(text.utf8))
            XCTAssertEqual(without.lineStarts, with.lineStarts, text)
            for offset in 0...with.count {
                XCTAssertEqual(without.line(of: offset), with.line(of: offset), "\(text) @\(offset)")
                XCTAssertTrue(without.lineColumn(of: offset) == with.lineColumn(of: offset), "\(text) @\(offset)")
                XCTAssertTrue(without.utf16Position(of: offset) == with.utf16Position(of: offset), "\(text) @\(offset)")
            }
            for line in 0..<(with.lineStarts.count + 1) {
                XCTAssertEqual(without.lineStart(line), with.lineStart(line))
                XCTAssertEqual(without.lineContentEnd(min(line, with.lineStarts.count - 1)), with.lineContentEnd(min(line, with.lineStarts.count - 1)))
                XCTAssertEqual(without.offset(line: line, utf16Column: 1), with.offset(line: line, utf16Column: 1))
            }
        }
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
        // whitespace between every kind of token, and bytes that make the lexer read on
        texts.append("x = try await Foo<Bar>( a : 1 , b : [ 2 , 3 ] ) { $0 + 1 } ?? .none ! \\ . k \t\r\n @ attr ` q r ` e \u{01} f \u{7F} g 1 . 5e3 a ... b ..< c")
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

    func testOccurrencesAgreeWithANaiveSearch() {
        // the search looks for a needle's rarest byte first: every
        // occurrence must still be found, at both ends of a range and
        // overlapping, and none outside the range
        let text = "wiring:disable-next-line x // wiring:disable-line\nAnyCancellable; Set<AnyCancellable>aaaa#X"
        let s = SourceText(text)
        let bytes = Array(text.utf8)
        func naive(_ needle: String, _ r: Range<Int>) -> [Int] {
            let n = Array(needle.utf8)
            guard n.count <= r.count else { return [] }
            return (r.lowerBound...(r.upperBound - n.count)).filter { Array(bytes[$0..<($0 + n.count)]) == n }
        }
        for needle in ["wiring:disable-", "AnyCancellable", "aa", "#X", "X", "w", "line", "not there"] {
            for r in [0..<bytes.count, 1..<bytes.count, 0..<(bytes.count - 1), 29..<49, 50..<64, 5..<5] {
                var found: [Int] = []
                s.forEachOccurrence(of: needle, in: r) { found.append($0); return true }
                XCTAssertEqual(found, naive(needle, r), "\(needle) in \(r)")
                XCTAssertEqual(s.contains(needle, in: r), !naive(needle, r).isEmpty, "\(needle) in \(r)")
            }
        }
        XCTAssertTrue(s.contains(""), "the empty needle is everywhere")
        var first: [Int] = []
        s.forEachOccurrence(of: "aa", in: 0..<bytes.count) { first.append($0); return false }
        XCTAssertEqual(first, [naive("aa", 0..<bytes.count)[0]], "stops when told")
    }
}
