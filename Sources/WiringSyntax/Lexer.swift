/// Swift's lexer over UTF-8 bytes. Every byte of the input ends up in a token
/// or in trivia; any input, however broken, gives a token list ending in
/// `.endOfFile`, in time linear in its size.
///
/// Strings (with their interpolations), regex literals and comments are single
/// units: a `{` inside them never reaches the parser.
public struct Lexer {
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let count: Int
    @usableFromInline var pos: Int
    /// Kind and keyword of the previous token, for the `/` regex heuristic.
    var prevKind: TokenKind = .endOfFile
    var prevKeyword: Keyword = .none
    var atStart = true
    let keywords = KeywordTable.shared

    public init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        // An empty buffer may have no base address; point at a static zero byte.
        base = buffer.baseAddress ?? Lexer.emptyByte
        count = buffer.count
        pos = start
    }

    init(base: UnsafePointer<UInt8>, count: Int, from start: Int) {
        self.base = base
        self.count = count
        self.pos = start
    }

    nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        p.initialize(to: 0)
        return UnsafePointer(p)
    }()

    /// Lexes a whole buffer.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        let tokens = TokenBuffer(buffer)
        return Array(UnsafeBufferPointer(start: tokens.base, count: tokens.count))
    }

    @inline(__always) func byte(_ i: Int) -> UInt8 { i < count ? base[i] : 0 }

    // MARK: - Character classes

    /// Byte classes, indexed by byte value: 0x40 | bits, where 1 = identifier
    /// head (letters, `_`, any byte ≥ 0x80), 2 = ASCII identifier body
    /// (letters, digits, `_`, `$`; bytes ≥ 0x80 take the slow path), 4 = operator
    /// character, 8 = horizontal whitespace (and NUL), 16 = line break, 32 = `/`
    /// (so that bits 8 | 16 | 32 tell in one test whether trivia may start). A
    /// static string is constant memory: no lazy global.
    static let classes: StaticString = "H@@@@@@@@HPHHP@@@@@@@@@@@@@@@@@@HD@@BDD@@@DD@D@dBBBBBBBBBB@@DDDD@CCCCCCCCCCCCCCCCCCCCCCCCCC@@@DC@CCCCCCCCCCCCCCCCCCCCCCCCCC@D@D@AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

    @inline(__always) static func cls(_ b: UInt8) -> UInt8 { classes.utf8Start[Int(b)] }

    @inline(__always) static func isIdentifierHead(_ b: UInt8) -> Bool { cls(b) & 1 != 0 }
    @inline(__always) static func isIdentifierBody(_ b: UInt8) -> Bool { cls(b) & 2 != 0 }
    @inline(__always) static func isOperatorByte(_ b: UInt8) -> Bool { cls(b) & 4 != 0 }

    /// Decodes the scalar at `i` (no validation beyond lengths) and its length.
    func scalar(at i: Int) -> (UInt32, Int) {
        let b0 = UInt32(base[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 >= 0xF0, i + 3 < count {
            return ((b0 & 0x07) << 18 | (UInt32(base[i + 1]) & 0x3F) << 12 | (UInt32(base[i + 2]) & 0x3F) << 6
                        | (UInt32(base[i + 3]) & 0x3F), 4)
        }
        if b0 >= 0xE0, i + 2 < count {
            return ((b0 & 0x0F) << 12 | (UInt32(base[i + 1]) & 0x3F) << 6 | (UInt32(base[i + 2]) & 0x3F), 3)
        }
        if b0 >= 0xC0, i + 1 < count {
            return ((b0 & 0x1F) << 6 | (UInt32(base[i + 1]) & 0x3F), 2)
        }
        return (0xFFFD, 1)
    }

    /// The high bit of each of sixteen bytes, in two little-endian words.
    @inline(__always) static func highBits(_ v: SIMD16<UInt8>) -> (low: UInt64, high: UInt64) {
        let words = unsafeBitCast(v & 0x80, to: SIMD2<UInt64>.self)
        return (UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1]))
    }

    /// Byte sets that scans stop at.
    enum Stops {
        /// Any but an ASCII identifier body byte.
        case nonBody
        /// `"`, `\` or a control byte below 0x0E (line breaks among them):
        /// where a string literal's plain text ends.
        case stringSpecial
        case lineBreak
    }

    /// Whether `b` is in `set`.
    @inline(__always) static func isStop(_ b: UInt8, _ set: Stops) -> Bool {
        switch set {
        case .nonBody: return cls(b) & 2 == 0
        case .stringSpecial: return b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x0E
        case .lineBreak: return b == 10 || b == 13
        }
    }

    /// Of sixteen bytes, those in `set`: high bit set.
    @inline(__always) static func stopBytes(_ v: SIMD16<UInt8>, _ set: Stops) -> SIMD16<UInt8> {
        // Per byte below 0x80, `t &- 1` has its high bit set iff t == 0, and
        // `v &+ 0x72` has it clear iff v < 0x0E; `~v` drops bytes ≥ 0x80.
        switch set {
        case .nonBody: return nonBodyBytes(v)
        case .stringSpecial: return (((v ^ 0x22) &- 1) | ((v ^ 0x5C) &- 1) | ~(v &+ 0x72)) & ~v
        case .lineBreak: return (((v ^ 10) &- 1) | ((v ^ 13) &- 1)) & ~v
        }
    }

    /// The first offset from `from` with a byte in `set` (or `count`):
    /// sixteen bytes at a time while sixteen remain.
    @inline(__always) static func firstStop(_ base: UnsafePointer<UInt8>, from: Int, count: Int, _ set: Stops) -> Int {
        var p = from
        while p + 16 <= count {
            let v = UnsafeRawPointer(base + p).loadUnaligned(as: SIMD16<UInt8>.self)
            let (low, high) = highBits(stopBytes(v, set))
            if low != 0 { return p + low.trailingZeroBitCount >> 3 }
            if high != 0 { return p + 8 + high.trailingZeroBitCount >> 3 }
            p += 16
        }
        while p < count && !isStop(base[p], set) { p += 1 }
        return p
    }

    /// Of sixteen bytes, those that are no ASCII identifier body byte (letters,
    /// digits, `_`, `$`): high bit set.
    @inline(__always) static func nonBodyBytes(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // Per byte below 0x80, `v &+ (0x80 - lo)` has its high bit set iff v ≥ lo.
        let lower = v | 0x20
        let letter = (lower &+ 0x1F) & ~(lower &+ 0x05)  // a...z
        let digit = (v &+ 0x50) & ~(v &+ 0x46)  // 0...9
        let notUnderscoreOrDollar = ((v ^ 0x5F) &+ 0x7F) & ((v ^ 0x24) &+ 0x7F)
        // a byte ≥ 0x80 is one by its own high bit
        return ~(letter | digit) & notUnderscoreOrDollar | v
    }

    /// End of the ASCII identifier body bytes from `from`.
    @inline(__always) func identifierBodyEnd(_ from: Int) -> Int {
        Lexer.firstStop(base, from: from, count: count, .nonBody)
    }

    /// `identifierBodyEnd` from a name's start, which also gives the name's
    /// first eight bytes as a little-endian word, zero past its end, for the
    /// keyword lookup (0 when fewer than sixteen bytes remain).
    @inline(__always) func nameBodyEnd(_ start: Int) -> (end: Int, word: UInt64) {
        guard start + 16 <= count else { return (identifierBodyEnd(start + 1), 0) }
        let v = UnsafeRawPointer(base + start).loadUnaligned(as: SIMD16<UInt8>.self)
        let (low, high) = Lexer.highBits(Lexer.nonBodyBytes(v))
        let word = UInt64(littleEndian: unsafeBitCast(v, to: SIMD2<UInt64>.self)[0])
        // the lowest stop bit is bit 7 of the first byte past the end
        if low != 0 { return (start + low.trailingZeroBitCount >> 3, word & (((low & (0 &- low)) >> 7) &- 1)) }
        if high != 0 { return (start + 8 + high.trailingZeroBitCount >> 3, word) }
        return (identifierBodyEnd(start + 16), word)
    }

    /// The rest of an identifier from `p`, non-ASCII characters included
    /// (but not Unicode operator characters, which end it: `x≤y`).
    func identifierTail(_ start: Int) -> Int {
        var p = start
        while p < count {
            let c = base[p]
            if c < 0x80 {
                if Lexer.cls(c) & 2 == 0 { break }
                p += 1
            } else {
                let (u, len) = scalar(at: p)
                if Lexer.isUnicodeOperator(u) && !Lexer.isCombiningMark(u) { break }
                p += len
            }
        }
        return p
    }

    static func isCombiningMark(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    /// Swift's operator characters outside ASCII (The Swift Programming
    /// Language, "Operators").
    static func isUnicodeOperator(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true  // combining marks continue an operator
        default:
            return false
        }
    }

    // MARK: - Tokens

    @inline(__always)
    mutating func make(_ kind: TokenKind, _ start: Int, _ flags: UInt8, _ kw: Keyword = .none) -> Token {
        prevKind = kind
        prevKeyword = kw
        return Token(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: pos), kind: kind,
                     keyword: kw, flags: flags)
    }

    /// A byte-order mark and a shebang line are trivia; returns the flags
    /// they give the first token.
    mutating func skipFileStart() -> UInt8 {
        atStart = false
        guard pos == 0 else { return 0 }  // lexing from inside a file: no file start here
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { pos = 3 }
        if byte(pos) == UInt8(ascii: "#") && byte(pos + 1) == UInt8(ascii: "!") {
            while pos < count && base[pos] != 10 && base[pos] != 13 { pos += 1 }
            return Token.triviaBefore
        }
        return 0
    }

    /// Offset of the first line break at or after `from` (or the end).
    @inline(__always) func lineEnd(_ from: Int) -> Int { Lexer.lineEnd(base, from: from, count: count) }

    /// Out of line and without `self`: inlined, it costs the token loop registers.
    @inline(never) static func lineEnd(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        firstStop(base, from: from, count: count, .lineBreak)
    }

    /// The end of the (nested) block comment at `from`, and whether it spans a newline.
    func blockCommentEnd(_ from: Int) -> (end: Int, newline: Bool) {
        var p = from
        var depth = 0
        var newline = false
        while p < count {
            let b = base[p]
            if b == UInt8(ascii: "/") && byte(p + 1) == UInt8(ascii: "*") {
                depth += 1
                p += 2
            } else if b == UInt8(ascii: "*") && byte(p + 1) == UInt8(ascii: "/") {
                depth -= 1
                p += 2
                if depth == 0 { return (p, newline) }
            } else {
                if b == 10 || b == 13 { newline = true }
                p += 1
            }
        }
        return (p, newline)
    }

    public mutating func next() -> Token { lexToken(atStart ? skipFileStart() : 0) }

    /// End of the run of spaces from `from`: eight bytes at a time while
    /// eight remain (indentation is the longest run).
    @inline(__always) func spacesEnd(_ from: Int) -> Int {
        var p = from
        while p + 8 <= count {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
                ^ 0x2020_2020_2020_2020
            if w != 0 { return p + w.trailingZeroBitCount >> 3 }
            p += 8
        }
        while p < count && base[p] == 0x20 { p += 1 }
        return p
    }

    /// `next()`'s body, inlined into `TokenBuffer`'s loop so that the hot path
    /// pays no call per token. `flags`: those of trivia already skipped (the
    /// file start).
    @inline(__always)
    mutating func lexToken(_ flags: UInt8) -> Token {
        var flags = flags
        // trivia, inline: it precedes every token
        var p = pos
        let n = count
        var b: UInt8
        var c: UInt8
        while true {
            if p >= n {
                pos = p
                return make(.endOfFile, p, flags)
            }
            b = base[p]
            c = Lexer.cls(b)
            if c & 56 == 0 { break }  // no whitespace, line break or `/`
            if b == 0x20 {
                flags |= Token.triviaBefore
                p += 1
                if p < n {
                    // most often a single space, the token right after it
                    b = base[p]
                    c = Lexer.cls(b)
                    if c & 56 == 0 { break }
                    if b == 0x20 { p = spacesEnd(p + 1) }  // alignment, indentation
                }
            } else if c & 24 != 0 {
                p += 1
                // line-break class bit 16 → newlineBefore (1); any trivia → triviaBefore (2)
                flags |= Token.triviaBefore | ((c >> 4) & 1)
                // indentation follows most line breaks
                if p < n && base[p] == 0x20 { p = spacesEnd(p + 1) }
            } else {
                let b1 = p + 1 < n ? base[p + 1] : 0
                if b1 == UInt8(ascii: "/") {
                    p = lineEnd(p + 2)
                    flags |= Token.triviaBefore
                } else if b1 == UInt8(ascii: "*") {
                    let (end, newline) = blockCommentEnd(p)
                    p = end
                    flags |= newline ? Token.triviaBefore | Token.newlineBefore : Token.triviaBefore
                } else {
                    break  // an operator
                }
            }
        }
        pos = p
        let start = p
        // names first: half of all tokens (ASCII heads, and only they, have
        // class bits 1 and 2 and no other: one compare)
        if c == 0x40 | 3 {
            var (p, word) = nameBodyEnd(start)
            var kw = Keyword.none
            if _slowPath(p < n && base[p] >= 0x80) {
                p = identifierTail(p)  // no keyword: keywords are ASCII
            } else if b >= UInt8(ascii: "_") || b == UInt8(ascii: "S") || b == UInt8(ascii: "A") {
                // keywords start with a lowercase letter or `_`, or are `Self`/`Any`
                if word == 0 { word = KeywordTable.word(base + start, p - start, canRead8: start + 8 <= n) }
                kw = keywords.lookup(word: word, base + start, p - start)
            }
            pos = p
            return make(.identifier, start, flags, kw)
        }
        switch b {
        // digits one by one: a range would be tested ahead of the jump table, for every token
        case UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4"),
             UInt8(ascii: "5"), UInt8(ascii: "6"), UInt8(ascii: "7"), UInt8(ascii: "8"), UInt8(ascii: "9"):
            return lexNumber(start, flags)
        case UInt8(ascii: "("): pos += 1; return make(.lparen, start, flags)
        case UInt8(ascii: ")"): pos += 1; return make(.rparen, start, flags)
        case UInt8(ascii: "{"): pos += 1; return make(.lbrace, start, flags)
        case UInt8(ascii: "}"): pos += 1; return make(.rbrace, start, flags)
        case UInt8(ascii: "["): pos += 1; return make(.lbracket, start, flags)
        case UInt8(ascii: "]"): pos += 1; return make(.rbracket, start, flags)
        case UInt8(ascii: ","): pos += 1; return make(.comma, start, flags)
        case UInt8(ascii: ":"): pos += 1; return make(.colon, start, flags)
        case UInt8(ascii: ";"): pos += 1; return make(.semicolon, start, flags)
        case UInt8(ascii: "@"): pos += 1; return make(.at, start, flags)
        case UInt8(ascii: "\\"): pos += 1; return make(.backslash, start, flags)
        case UInt8(ascii: "\""):
            lexString(pounds: 0)
            return make(.string, start, flags)
        case UInt8(ascii: "#"):
            return lexPound(start, flags)
        case UInt8(ascii: "`"):
            var i = pos + 1
            while i < count && base[i] != UInt8(ascii: "`") && base[i] != 10 && base[i] != 13 { i += 1 }
            if i < count && base[i] == UInt8(ascii: "`") && i > pos + 1 {
                pos = i + 1
                return make(.identifier, start, flags | Token.backticked)
            }
            pos += 1
            return make(.unknown, start, flags)
        case UInt8(ascii: "$"):
            pos += 1
            while pos < count && Lexer.isIdentifierBody(base[pos]) { pos += 1 }
            return make(.identifier, start, flags)
        case UInt8(ascii: "."):
            if isOneByteOperator(at: start) { pos += 1; return make(.period, start, flags) }
            return lexOperator(start, flags)
        case UInt8(ascii: "="):
            if isOneByteOperator(at: start) { pos += 1; return make(.equal, start, flags) }
            return lexOperator(start, flags)
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "/"):
            return lexOperator(start, flags)  // postfix, or maybe a regex
        default:
            if Lexer.isOperatorByte(b) {
                if isOneByteOperator(at: start) {
                    pos += 1
                    return make(b == UInt8(ascii: "&") ? .ampersand : .operator, start, flags)
                }
                return lexOperator(start, flags)
            }
            if b >= 0x80 {
                let (c, n) = scalar(at: pos)
                if Lexer.isUnicodeOperator(c) { return lexOperator(start, flags) }
                pos = identifierTail(pos + n)
                return make(.identifier, start, flags)
            }
            pos += 1
            return make(.unknown, start, flags)
        }
    }

    // MARK: Numbers

    mutating func lexNumber(_ start: Int, _ flags: UInt8) -> Token {
        // After `.` (tuple element access, `t.0.1`) only an integer follows.
        let afterPeriod = prevKind == .period && flags == 0
        var isFloat = false
        if base[pos] == UInt8(ascii: "0"), pos + 1 < count,
           base[pos + 1] == UInt8(ascii: "x") || base[pos + 1] == UInt8(ascii: "o") || base[pos + 1] == UInt8(ascii: "b") {
            let hex = base[pos + 1] == UInt8(ascii: "x")
            pos += 2
            while pos < count && (Lexer.isHexDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
            if hex && !afterPeriod {
                if byte(pos) == UInt8(ascii: ".") && Lexer.isHexDigit(byte(pos + 1)) {
                    isFloat = true
                    pos += 1
                    while pos < count && (Lexer.isHexDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
                }
                if byte(pos) | 0x20 == UInt8(ascii: "p") { isFloat = true; lexExponent() }
            }
        } else {
            while pos < count && (Lexer.isDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
            if !afterPeriod {
                if byte(pos) == UInt8(ascii: ".") && Lexer.isDigit(byte(pos + 1)) {
                    isFloat = true
                    pos += 1
                    while pos < count && (Lexer.isDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
                }
                if byte(pos) | 0x20 == UInt8(ascii: "e") {
                    let n = byte(pos + 1)
                    if Lexer.isDigit(n) || ((n == UInt8(ascii: "+") || n == UInt8(ascii: "-")) && Lexer.isDigit(byte(pos + 2))) {
                        isFloat = true
                        lexExponent()
                    }
                }
            }
        }
        // Junk glued to a number (`1abc`) stays part of the literal, as in Swift.
        while pos < count && Lexer.isIdentifierBody(base[pos]) { pos += 1 }
        return make(isFloat ? .float : .integer, start, flags)
    }

    @inline(__always) mutating func lexExponent() {
        pos += 1
        if byte(pos) == UInt8(ascii: "+") || byte(pos) == UInt8(ascii: "-") { pos += 1 }
        while pos < count && (Lexer.isDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || ((b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "f"))
    }

    // MARK: Strings

    /// Lexes a string literal whose opening `#`s (`pounds` of them) are
    /// already consumed; `pos` is at the first `"`.
    mutating func lexString(pounds: Int) {
        var multiline = byte(pos + 1) == UInt8(ascii: "\"") && byte(pos + 2) == UInt8(ascii: "\"")
        if multiline && pounds > 0 {
            // `#"""#` is a one-line raw string holding a quote: a line that
            // closes the literal makes it single-line.
            var q = pos + 2
            while q < count && base[q] != 10 && base[q] != 13 {
                if base[q] == UInt8(ascii: "\"") && poundsFollow(q + 1, pounds) { multiline = false; break }
                q += 1
            }
        }
        pos += multiline ? 3 : 1
        while true {
            pos = Lexer.firstStop(base, from: pos, count: count, .stringSpecial)
            guard pos < count else { return }
            let b = base[pos]
            if b == UInt8(ascii: "\"") {
                if multiline {
                    if byte(pos + 1) == UInt8(ascii: "\"") && byte(pos + 2) == UInt8(ascii: "\"") && poundsFollow(pos + 3, pounds) {
                        pos += 3 + pounds
                        return
                    }
                } else if poundsFollow(pos + 1, pounds) {
                    pos += 1 + pounds
                    return
                }
                pos += 1
            } else if b == UInt8(ascii: "\\") && poundsFollow(pos + 1, pounds) {
                pos += 1 + pounds
                if byte(pos) == UInt8(ascii: "(") {
                    pos += 1
                    if !skipInterpolation(multiline: multiline) { return }
                } else if pos < count && (base[pos] != 10 && base[pos] != 13 || multiline) {
                    pos += 1
                }
            } else if (b == 10 || b == 13) && !multiline {
                return  // unterminated: the string ends at the line's end
            } else {
                pos += 1  // a raw string's bare `\`, a line break (multiline), another control byte
            }
        }
    }

    @inline(__always) func poundsFollow(_ i: Int, _ n: Int) -> Bool {
        var k = 0
        while k < n {
            if byte(i + k) != UInt8(ascii: "#") { return false }
            k += 1
        }
        return true
    }

    /// Skips the code of `\( … )` up to and including its `)`. Returns false
    /// when a single-line string's interpolation runs into a new line (the
    /// literal is unterminated; lexing resumes at that line).
    mutating func skipInterpolation(multiline: Bool) -> Bool {
        let start = pos
        var inner = Lexer(base: base, count: count, from: pos)
        inner.atStart = false
        inner.prevKind = .lparen
        var depth = 0
        while true {
            let t = inner.next()
            if t.kind == .endOfFile { pos = count; return false }
            if !multiline && t.hasNewlineBefore {
                pos = lineEnd(start)
                return false
            }
            switch t.kind {
            case .lparen: depth += 1
            case .rparen:
                if depth == 0 { pos = Int(t.end); return true }
                depth -= 1
            default: break
            }
        }
    }

    // MARK: `#`

    mutating func lexPound(_ start: Int, _ flags: UInt8) -> Token {
        var n = 0
        while byte(pos + n) == UInt8(ascii: "#") { n += 1 }
        let after = byte(pos + n)
        if after == UInt8(ascii: "\"") {
            pos += n
            lexString(pounds: n)
            return make(.string, start, flags)
        }
        if after == UInt8(ascii: "/"), let end = scanRegex(from: pos, mustBeRegex: true) {
            pos = end
            return make(.regex, start, flags)
        }
        pos += 1
        if Lexer.isIdentifierHead(byte(pos)) {
            let wordStart = pos
            while pos < count && Lexer.isIdentifierBody(base[pos]) { pos += 1 }
            var kw = keywords.lookup(base + wordStart, pos - wordStart)
            switch kw {
            case .if, .else, .elseif, .endif, .sourceLocation, .available, .unavailable: break
            default: kw = .none
            }
            return make(.pound, start, flags, kw)
        }
        return make(.hash, start, flags)
    }

    // MARK: Operators

    /// Whether the operator at `i` is its first byte alone (`.name`, `= x`,
    /// `<T>`): what follows is no operator byte and no `.` (either may extend
    /// it) and ASCII (a Unicode operator character would). The fast path of
    /// `lexOperator`, for all but `?`, `!` and `/`.
    @inline(__always) func isOneByteOperator(at i: Int) -> Bool {
        guard i + 1 < count else { return true }
        let b = base[i + 1]
        return Lexer.cls(b) & 4 == 0 && b != UInt8(ascii: ".") && b < 0x80
    }

    func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        switch base[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, 0, 0x0B, 0x0C,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && base[start - 2] == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        if end >= count { return false }
        switch base[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, 0, 0x0B, 0x0C,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let n = byte(end + 1)
            return !(n == UInt8(ascii: "/") || n == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    mutating func lexOperator(_ start: Int, _ flags: UInt8) -> Token {
        let first = base[pos]
        let leftBound = isLeftBound(start)
        if first == UInt8(ascii: "?") && leftBound {
            pos += 1
            return make(.postfixQuestion, start, flags)
        }
        if first == UInt8(ascii: "!") && leftBound && byte(pos + 1) != UInt8(ascii: "=") {
            pos += 1
            return make(.postfixExclaim, start, flags)
        }
        if first == UInt8(ascii: "/") && !leftBound, prevKeyword != .func, prevKeyword != .operator {
            if let end = tryRegex(start) {
                pos = end
                return make(.regex, start, flags)
            }
        }
        let dotted = first == UInt8(ascii: ".")
        pos += first < 0x80 ? 1 : scalar(at: pos).1
        while pos < count {
            let b = base[pos]
            if b == UInt8(ascii: "/") {
                let n = byte(pos + 1)
                if n == UInt8(ascii: "/") || n == UInt8(ascii: "*") { break }
                pos += 1
            } else if b == UInt8(ascii: ".") {
                if !dotted { break }
                pos += 1
            } else if Lexer.isOperatorByte(b) {
                pos += 1
            } else if b >= 0x80 {
                let (c, n) = scalar(at: pos)
                if !Lexer.isUnicodeOperator(c) { break }
                pos += n
            } else {
                break
            }
        }
        let len = pos - start
        if len == 1 {
            switch first {
            case UInt8(ascii: "."): return make(.period, start, flags)
            case UInt8(ascii: "="): return make(.equal, start, flags)
            case UInt8(ascii: "&"): return make(.ampersand, start, flags)
            case UInt8(ascii: "?"): return make(.question, start, flags)
            default: break
            }
        } else if len == 2 && first == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") {
            return make(.arrow, start, flags)
        } else if len == 3 && dotted && base[start + 1] == UInt8(ascii: ".") && base[start + 2] == UInt8(ascii: ".") {
            return make(.ellipsis, start, flags)
        }
        return make(.operator, start, flags)
    }

    /// Swift's heuristic for a bare `/…/` regex literal at an operator's start.
    func tryRegex(_ start: Int) -> Int? {
        // the operator run as Swift would lex it, to see whether it is binary-looking
        var end = start + 1
        while end < count, Lexer.isOperatorByte(base[end]) {
            if base[end] == UInt8(ascii: "/") && (byte(end + 1) == UInt8(ascii: "/") || byte(end + 1) == UInt8(ascii: "*")) { break }
            end += 1
        }
        let rightBound = isRightBound(end, leftBound: false)
        var mustBeRegex = false
        if !rightBound {  // not left-bound either: looks like a binary operator
            if !inRegexPosition { return nil }
            switch prevKind {
            case .lparen, .lbracket, .comma, .colon: break
            default: mustBeRegex = true
            }
        }
        return scanRegex(from: start, mustBeRegex: mustBeRegex)
    }

    var inRegexPosition: Bool {
        switch prevKind {
        case .endOfFile, .lbrace, .lparen, .lbracket, .equal, .semicolon, .comma, .colon, .question, .unknown,
             .ampersand:
            return true
        case .operator:
            return true
        case .identifier:
            return !prevKeyword.endsExpression
        case .pound:
            return prevKeyword == .if || prevKeyword == .else || prevKeyword == .elseif || prevKeyword == .endif
        default:
            return false
        }
    }

    /// Scans `#*/…/#*` from `i`; returns the end offset, or nil when it is no regex.
    func scanRegex(from i: Int, mustBeRegex: Bool) -> Int? {
        var p = i
        var pounds = 0
        while byte(p) == UInt8(ascii: "#") { pounds += 1; p += 1 }
        guard byte(p) == UInt8(ascii: "/") else { return nil }
        p += 1
        if pounds == 0 {
            let n = byte(p)
            if (n == UInt8(ascii: " ") || n == UInt8(ascii: "\t")) && !mustBeRegex { return nil }
            if n == UInt8(ascii: "*") || n == UInt8(ascii: "/") { return nil }
            if i > 0 && base[i - 1] == UInt8(ascii: "*") { return nil }
        }
        var multiline = false
        if pounds > 0 {
            var q = p
            while byte(q) == UInt8(ascii: " ") || byte(q) == UInt8(ascii: "\t") { q += 1 }
            if byte(q) == 10 || byte(q) == 13 { multiline = true; p = q }
        }
        var group = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            if p >= count { return mustBeRegex ? count : nil }
            let b = base[p]
            if b == UInt8(ascii: "/") && poundsFollow(p + 1, pounds) {
                if pounds == 0 {
                    let n = byte(p + 1)
                    if n == UInt8(ascii: "*") || n == UInt8(ascii: "/") { return mustBeRegex ? p : nil }
                    if lastSpace == p - 1 && !mustBeRegex { return nil }
                }
                var end = p + 1
                while byte(end) == UInt8(ascii: "#") { end += 1 }
                return end
            }
            switch b {
            case 10, 13:
                if !multiline { return mustBeRegex ? p : nil }
            case UInt8(ascii: "\\"):
                p += 1
                if p < count && (base[p] == 10 || base[p] == 13) && !multiline { return mustBeRegex ? p : nil }
            case UInt8(ascii: "(") where classDepth == 0:
                group += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if group == 0 { if !mustBeRegex { return nil } } else { group -= 1 }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = p
            default:
                break
            }
            p += 1
        }
    }
}


/// The tokens of a buffer in one block of memory, grown by doubling; the
/// parser reads them through a pointer.
/// Immutable once lexed: read from any thread.
final class TokenBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        var cap = buffer.count / 4 + 64
        var out = UnsafeMutablePointer<Token>.allocate(capacity: cap)
        var next = out, limit = out + cap
        var lexer = Lexer(buffer)
        var flags = lexer.skipFileStart()
        while true {
            let t = lexer.lexToken(flags)
            flags = 0
            if _slowPath(next == limit) {
                let bigger = UnsafeMutablePointer<Token>.allocate(capacity: cap * 2)
                bigger.moveInitialize(from: out, count: cap)
                out.deallocate()
                out = bigger
                next = out + cap
                cap *= 2
                limit = out + cap
            }
            next.initialize(to: t)
            next += 1
            if t.kind == .endOfFile { break }
        }
        base = out
        count = next - out
        capacity = cap
    }

    deinit { base.deallocate() }
}
