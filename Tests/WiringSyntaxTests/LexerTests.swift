import XCTest
@testable import WiringSyntax

final class LexerTests: XCTestCase {
    /// (kind, text) of every token but the end of file.
    func lex(_ s: String) -> [(TokenKind, String)] {
        let bytes = Array(s.utf8)
        return bytes.withUnsafeBufferPointer { buf in
            Lexer.tokenize(buf).dropLast().map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
        }
    }

    func texts(_ s: String) -> [String] { lex(s).map(\.1) }
    func kinds(_ s: String) -> [TokenKind] { lex(s).map(\.0) }

    func testIdentifiersKeywordsAndContextualKeywords() {
        let bytes = Array("func café `default` $0 $value _x x$y actor Self".utf8)
        let toks = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        XCTAssertEqual(toks.count, 10)
        XCTAssertEqual(toks[0].keyword, .func)
        XCTAssertEqual(toks[1].keyword, .none)
        XCTAssertEqual(String(decoding: bytes[toks[1].range], as: UTF8.self), "café")
        XCTAssertTrue(toks[2].isBackticked)
        XCTAssertEqual(toks[2].keyword, .none, "a backticked keyword is a plain name")
        XCTAssertEqual(toks[3].kind, .identifier)
        XCTAssertEqual(toks[4].length, 6)
        XCTAssertEqual(toks[6].length, 3, "`$` continues an identifier")
        XCTAssertEqual(toks[7].keyword, .actor)
        XCTAssertEqual(toks[8].keyword, .`Self`)
        XCTAssertEqual(toks[9].kind, .endOfFile)
    }

    func testNumbersInEveryBase() {
        XCTAssertEqual(kinds("0x1F_FF 0b1010 0o17 1_000 1.5e-3 0xA.8p2 1e10 12"),
                       [.integer, .integer, .integer, .integer, .float, .float, .float, .integer])
        XCTAssertEqual(texts("t.0.1"), ["t", ".", "0", ".", "1"], "tuple access is not a float")
        XCTAssertEqual(texts("1..<5"), ["1", "..<", "5"])
        XCTAssertEqual(texts("x.1e3"), ["x", ".", "1e3"])
    }

    func testStrings() {
        XCTAssertEqual(texts(#"a = "x \(f("y)")) z" + b"#), ["a", "=", #""x \(f("y)")) z""#, "+", "b"])
        XCTAssertEqual(texts(##"r = #"raw \(no) "quote" "#; s"##), ["r", "=", ##"#"raw \(no) "quote" "#"##, ";", "s"])
        XCTAssertEqual(texts(##"#"a \#(1 + 2) b"#"##), [##"#"a \#(1 + 2) b"#"##])
        let multi = "let s = \"\"\"\n  one { \"\n  \\(x[\"}\"])\n  \"\"\"\nnext"
        XCTAssertEqual(texts(multi), ["let", "s", "=", "\"\"\"\n  one { \"\n  \\(x[\"}\"])\n  \"\"\"", "next"])
        XCTAssertEqual(texts(##"x = #"""#; y"##), ["x", "=", ##"#"""#"##, ";", "y"], "one-line raw string holding a quote")
        // interpolation holding a closure with a string inside
        XCTAssertEqual(texts(#""\(items.map { "\($0)" }.joined())" x"#).count, 2)
    }

    func testUnterminatedStringEndsAtLineEnd() {
        XCTAssertEqual(texts("let s = \"open\nfunc f() {}"), ["let", "s", "=", "\"open", "func", "f", "(", ")", "{", "}"])
        XCTAssertEqual(texts("\"\\(a\nb"), ["\"\\(a", "b"], "an interpolation does not swallow the next line")
    }

    func testComments() {
        XCTAssertEqual(texts("a // b { \n c /* d /* e */ f { */ g /// doc\n h"), ["a", "c", "g", "h"])
        let bytes = Array("a /* x\n */ b".utf8)
        let toks = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        XCTAssertTrue(toks[1].hasNewlineBefore, "a newline inside a block comment separates lines")
        XCTAssertEqual(texts("x /* unterminated { "), ["x"])
    }

    func testRegexLiterals() {
        XCTAssertEqual(lex("let r = #/(\\d+)/#").last!.0, .regex)
        XCTAssertEqual(lex("let r = /[a-z]+/").last!.0, .regex)
        XCTAssertEqual(kinds("let r = a / b / c"), [.identifier, .identifier, .equal, .identifier, .operator, .identifier,
                                                     .operator, .identifier], "division is not a regex")
        XCTAssertEqual(kinds("x(/ 2)"), [.identifier, .lparen, .operator, .integer, .rparen])
        XCTAssertEqual(lex("f(/a{/)").map(\.0), [.identifier, .lparen, .regex, .rparen], "a regex may hold a brace")
        XCTAssertEqual(texts("let r = #/\n  a/b\n  /#"), ["let", "r", "=", "#/\n  a/b\n  /#"])
    }

    func testOperatorsAndPunctuation() {
        XCTAssertEqual(kinds("a?.b! -> c ... d..<e == f"),
                       [.identifier, .postfixQuestion, .period, .identifier, .postfixExclaim, .arrow, .identifier,
                        .ellipsis, .identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("x ? y : z"), [.identifier, .question, .identifier, .colon, .identifier])
        XCTAssertEqual(texts("a+/*c*/b"), ["a", "+", "b"])
        XCTAssertEqual(kinds("&x @attr #if #endif #selector # \\"),
                       [.ampersand, .identifier, .at, .identifier, .pound, .pound, .pound, .hash, .backslash])
        XCTAssertEqual(texts("x≤y"), ["x", "≤", "y"], "Unicode operators")
    }

    func testDirectiveKeywords() {
        let bytes = Array("#if DEBUG\n#elseif X\n#else\n#endif".utf8)
        let toks = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        XCTAssertEqual(toks.filter { $0.kind == .pound }.map(\.keyword), [.if, .elseif, .else, .endif])
    }

    func testPositionsAndTrivia() {
        let src = "#!/usr/bin/swift\n\u{FEFF}x"
        XCTAssertEqual(texts(src), ["\u{FEFF}x"], "a BOM is only trivia at the start of the file")
        let bomFile = "\u{FEFF}let a"
        let bytes = Array(bomFile.utf8)
        let toks = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        XCTAssertEqual(toks[0].start, 3)
        XCTAssertEqual(SourceText(bytes).lineColumn(of: Int(toks[0].start)).column, 4, "the BOM counts as 3 bytes")
    }

    func testEveryByteSequenceTerminates() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...400, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let toks = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
            XCTAssertEqual(toks.last?.kind, .endOfFile)
            for (a, b) in zip(toks, toks.dropFirst()) { XCTAssertLessThanOrEqual(a.end, b.start) }
        }
    }
}

final class KeywordTableTests: XCTestCase {
    func testEverySpellingMapsBackToItsKeyword() {
        XCTAssertEqual(Keyword.spellings.count, Keyword.allCases.count)
        for k in Keyword.allCases where k != .none {
            XCTAssertEqual(String(describing: k) == "wildcard" ? "_" : String(describing: k), k.text)
            let bytes = Array(k.text.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { KeywordTable.shared.lookup($0.baseAddress!, $0.count) }, k)
        }
    }
}

final class ByteTableTests: XCTestCase {
    func testClassTable() {
        for b in 0...255 {
            let u = UInt8(b)
            let letter = (u >= 65 && u <= 90) || (u >= 97 && u <= 122) || u == 95
            XCTAssertEqual(Lexer.cls(u) & 1 != 0, letter || u >= 0x80, "head \(b)")
            XCTAssertEqual(Lexer.cls(u) & 2 != 0, letter || (u >= 48 && u <= 57) || u == 36, "body \(b)")
            XCTAssertEqual(Lexer.cls(u) & 4 != 0, Array("/=-+!*%<>&|^~?".utf8).contains(u), "operator \(b)")
            XCTAssertEqual(Lexer.cls(u) & 8 != 0, [32, 9, 11, 12, 0].contains(u), "space \(b)")
            XCTAssertEqual(Lexer.cls(u) & 16 != 0, u == 10 || u == 13, "newline \(b)")
        }
    }
}
