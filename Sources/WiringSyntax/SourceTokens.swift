#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexing a part of a file on demand: what the analysis reads beyond the
/// outline (a leading statement, a local's type) and what fix-its inspect.
extension SourceText {
    /// Up to `max` tokens lexed from `offset`, stopping before `limit`.
    public func tokens(from offset: Int, limit: Int, max: Int) -> [Token] {
        let hi = Swift.min(limit, bytes.count)
        guard offset < hi, offset >= 0 else { return [] }
        return bytes.withUnsafeBufferPointer { all in
            var lexer = Lexer(UnsafeBufferPointer(rebasing: all[0..<hi]), from: offset)
            var out: [Token] = []
            while out.count < max {
                let t = lexer.next()
                if t.kind == .endOfFile { break }
                out.append(t)
            }
            return out
        }
    }

    /// Calls `body` with each token from `offset` (before `limit`) until it
    /// returns false; allocates nothing.
    public func forEachToken(from offset: Int, limit: Int, _ body: (Token) -> Bool) {
        let hi = Swift.min(limit, bytes.count)
        guard offset < hi, offset >= 0 else { return }
        bytes.withUnsafeBufferPointer { all in
            var lexer = Lexer(UnsafeBufferPointer(rebasing: all[0..<hi]), from: offset)
            while true {
                let t = lexer.next()
                if t.kind == .endOfFile || !body(t) { break }
            }
        }
    }

    /// The first token at or after `offset` (comments skipped) before `limit`.
    public func firstToken(from offset: Int, limit: Int) -> Token? {
        var first: Token? = nil
        forEachToken(from: offset, limit: limit) { t in
            first = t
            return false
        }
        return first
    }

    public func text(_ t: Token) -> String { text(t.range) }

    /// Whether the text contains `needle` anywhere.
    public func contains(_ needle: String) -> Bool { contains(needle, in: 0..<count) }

    /// Whether `needle` occurs within `range` of the text.
    public func contains(_ needle: String, in range: Range<Int>) -> Bool {
        if needle.isEmpty { return true }
        var found = false
        forEachOccurrence(of: needle, in: range) { _ in
            found = true
            return false
        }
        return found
    }

    /// The bytes the lexer skips as whitespace (NUL included).
    @inline(__always)
    static func isWhitespace(_ b: UInt8) -> Bool {
        b <= 0x20 && (b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0 || b == 0x0B || b == 0x0C)
    }

    /// Whether `byte` occurs within `range` (one memchr).
    public func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        let lower = Swift.max(0, range.lowerBound), upper = Swift.min(count, range.upperBound)
        guard upper > lower else { return false }
        return bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return false }
            return memchr(base + lower, Int32(byte), upper - lower) != nil
        }
    }

    /// Whether the two bytes `first` `second` occur in a row within `range`:
    /// `contains("~>", in:)` without the setup a string needle costs, for
    /// a search asked of many small ranges.
    public func contains(_ first: UInt8, then second: UInt8, in range: Range<Int>) -> Bool {
        let lower = Swift.max(0, range.lowerBound), upper = Swift.min(count, range.upperBound)
        guard upper - lower >= 2 else { return false }
        return bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return false }
            var i = lower
            while i < upper - 1, let hit = memchr(base + i, Int32(first), upper - 1 - i) {
                i = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if base[i + 1] == second { return true }
                i += 1
            }
            return false
        }
    }

    /// Calls `body` with the start of each occurrence of `needle` in
    /// `range`, in order (overlapping ones too), until it returns false.
    /// memchr finds the needle's rarest byte in code, not its first: a
    /// needle starting with a common letter would stop it every few bytes.
    public func forEachOccurrence(of needle: String, in range: Range<Int>, _ body: (Int) -> Bool) {
        // the needle's own bytes, not a copy: called for many small ranges
        var needle = needle
        needle.withUTF8 { n in
            let range = Swift.max(0, range.lowerBound)..<Swift.min(count, range.upperBound)
            guard !n.isEmpty, n.count <= range.count, let needleBase = n.baseAddress else { return }
            let commonness = SourceText.commonness
            var pivot = 0
            for k in 1..<n.count where commonness[Int(n[k])] < commonness[Int(n[pivot])] { pivot = k }
            let key = Int32(n[pivot])
            bytes.withUnsafeBufferPointer { p in
                guard let base = p.baseAddress else { return }
                // candidate starts run from range.lowerBound to last; the pivot byte sits `pivot` further
                var i = range.lowerBound + pivot
                let last = range.upperBound - n.count + pivot
                while i <= last, let hit = memchr(base + i, key, last + 1 - i) {
                    i = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + i - pivot, needleBase, n.count) == 0, !body(i - pivot) { return }
                    i += 1
                }
            }
        }
    }

    /// How common each byte is in Swift source, roughly (0 rarest): which
    /// byte of a needle to look for first.
    private static let commonness: [UInt8] = (0...255).map { (b: Int) -> UInt8 in
        let c = Character(Unicode.Scalar(UInt8(b)))
        if " \n.()etaionrs".contains(c) { return 5 }
        if "qzjxkvwybgf".contains(c) { return 3 }
        if c.isLowercase || ":_,\t".contains(c) { return 4 }
        if "STAI".contains(c) || c.isNumber { return 2 }
        if c.isUppercase { return 1 }
        return 0
    }

    /// Whether the bytes of `range` are exactly `text`'s UTF-8.
    public func bytesEqual(_ range: Range<Int>, _ text: String) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count, text.utf8.count == range.count else { return false }
        var i = range.lowerBound
        for b in text.utf8 {
            if bytes[i] != b { return false }
            i += 1
        }
        return true
    }

    /// A range's tokens with whitespace and comments reduced to what keeps
    /// them apart: one space between two adjacent words or numbers, nothing
    /// elsewhere (`any  Foo &\n Bar` → `any Foo&Bar`, `() async throws -> R`
    /// → `()async throws->R`). Unlike `compactText` it can be lexed again
    /// into the same tokens.
    /// `tokenText` when the range's compact text is known: the same string
    /// when the range holds no blank or comment (most type texts), without
    /// lexing it again.
    public func tokenText(_ range: Range<Int>, compact: String) -> String {
        compact.utf8.count == range.count ? compact : tokenText(range)
    }

    public func tokenText(_ range: Range<Int>) -> String {
        let lo = Swift.max(0, Swift.min(range.lowerBound, count)), hi = Swift.max(lo, Swift.min(range.upperBound, count))
        return bytes.withUnsafeBufferPointer { all in
            var lexer = Lexer(UnsafeBufferPointer(rebasing: all[0..<hi]), from: lo)
            var out: [UInt8] = []
            var previousIsWord = false
            while true {
                let t = lexer.next()
                if t.kind == .endOfFile { break }
                let isWord = t.kind == .identifier || t.kind == .integer || t.kind == .float
                if isWord && previousIsWord { out.append(UInt8(ascii: " ")) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: all[t.range]))
                previousIsWord = isWord
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `compactText` where a scan of the bytes tells it, without a lexer; nil elsewhere.
    public func compactTextWithoutLexing(_ range: Range<Int>) -> String? {
        let lo = Swift.max(0, Swift.min(range.lowerBound, count)), hi = Swift.max(lo, Swift.min(range.upperBound, count))
        guard lo > 0 else { return nil }
        return bytes.withUnsafeBufferPointer { all -> String? in
            // no trivia byte (whitespace, NUL, a comment's `/`): the tokens are the text
            if !all[lo..<hi].contains(where: { b in SourceText.isWhitespace(b) || b == UInt8(ascii: "/") }) {
                return String(decoding: UnsafeBufferPointer(rebasing: all[lo..<hi]), as: UTF8.self)
            }
            // printable ASCII and whitespace only, without a byte that can
            // start a comment, a string, a raw string or a quoted name: every
            // other byte is in a token, so the tokens are the text without
            // its whitespace (most initial values and argument lists)
            if !all[lo..<hi].contains(where: { b in
                (b < 0x20 && !SourceText.isWhitespace(b)) || b >= 0x7F || b == UInt8(ascii: "/") || b == UInt8(ascii: "\"")
                    || b == UInt8(ascii: "'") || b == UInt8(ascii: "#") || b == UInt8(ascii: "`")
            }) {
                var out: [UInt8] = []
                out.reserveCapacity(hi - lo)
                for b in UnsafeBufferPointer(rebasing: all[lo..<hi]) where !SourceText.isWhitespace(b) { out.append(b) }
                return String(decoding: out, as: UTF8.self)
            }
            return nil
        }
    }

    /// A range's tokens without whitespace and comments (`container\n  .register`
    /// → `container.register`).
    public func compactText(_ range: Range<Int>) -> String {
        compactTextWithoutLexing(range) ?? lexedCompactText(range)
    }

    /// `compactText` by lexing the range.
    func lexedCompactText(_ range: Range<Int>) -> String {
        let lo = Swift.max(0, Swift.min(range.lowerBound, count)), hi = Swift.max(lo, Swift.min(range.upperBound, count))
        return bytes.withUnsafeBufferPointer { all in
            var lexer = Lexer(UnsafeBufferPointer(rebasing: all[0..<hi]), from: lo)
            var out: [UInt8] = []
            out.reserveCapacity(hi - lo)
            while true {
                let t = lexer.next()
                if t.kind == .endOfFile { break }
                // a buffer, not a slice of one: appended by one copy
                out.append(contentsOf: UnsafeBufferPointer(rebasing: all[t.range]))
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
