#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes and its line table. Positions inside Wiring are UTF-8 byte
/// offsets; lines and columns (UTF-8 for the CLI, UTF-16 for LSP) are derived
/// here and nowhere else.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Empty when made without a line table.
    private let table: [Int32]

    /// Offsets at which each line starts; `lineStarts[0] == 0`.
    public var lineStarts: [Int32] { table.isEmpty ? SourceText.computeLineStarts(bytes) : table }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.table = SourceText.computeLineStarts(bytes)
    }

    /// A text read to be parsed: positions in it are byte offsets, and the
    /// rare question about its lines (a suppression comment's) computes
    /// them each time. Computing the table for every file of a first check
    /// was a percent of it.
    public init(bytesWithoutLineTable bytes: [UInt8]) {
        self.bytes = bytes
        self.table = []
    }

    public init(_ string: String) { self.init(Array(string.utf8)) }

    public var count: Int { bytes.count }

    /// Lines end at `\n`, `\r\n` or a lone `\r`.
    static func computeLineStarts(_ bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { p in
            let n = p.count
            guard let base = p.baseAddress else { return }
            if memchr(base, 13, n) == nil {
                // the common case, no `\r`: let memchr find each `\n`
                var q = UnsafeRawPointer(base)
                let end = UnsafeRawPointer(base + n)
                while let hit = memchr(q, 10, end - q) {
                    q = UnsafeRawPointer(hit) + 1
                    starts.append(Int32(truncatingIfNeeded: q - UnsafeRawPointer(base)))
                }
                return
            }
            var i = 0
            while i < n {
                let b = p[i]
                i += 1
                if b == 10 {
                    starts.append(Int32(truncatingIfNeeded: i))
                } else if b == 13 {
                    if i < n && p[i] == 10 { i += 1 }
                    starts.append(Int32(truncatingIfNeeded: i))
                }
            }
        }
        return starts
    }

    /// 0-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        let starts = lineStarts
        var lo = 0, hi = starts.count - 1
        let o = Int32(truncatingIfNeeded: offset)
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 1-based line and 1-based UTF-8 column of a byte offset.
    public func lineColumn(of offset: Int) -> (line: Int, column: Int) {
        let l = line(of: offset)
        return (l + 1, offset - Int(lineStarts[l]) + 1)
    }

    public func lineStart(_ line: Int) -> Int {
        let starts = lineStarts
        return line < starts.count ? Int(starts[max(0, line)]) : bytes.count
    }

    /// End of a 0-based line's content (before its line break).
    public func lineContentEnd(_ line: Int) -> Int {
        let starts = lineStarts
        var e = line + 1 < starts.count ? Int(starts[line + 1]) : bytes.count
        if e > lineStart(line) && e <= bytes.count && e > 0 && bytes[e - 1] == 10 { e -= 1 }
        if e > lineStart(line) && e <= bytes.count && e > 0 && bytes[e - 1] == 13 { e -= 1 }
        return e
    }

    /// 0-based line and UTF-16 column of a byte offset (LSP positions).
    public func utf16Position(of offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(0, offset), bytes.count)
        let l = line(of: offset)
        var col = 0
        var i = Int(lineStarts[l])
        while i < offset {
            let b = bytes[i]
            if b < 0x80 { i += 1; col += 1 }
            else if b < 0xC0 { i += 1; col += 1 }          // stray continuation byte
            else if b < 0xE0 { i += 2; col += 1 }
            else if b < 0xF0 { i += 3; col += 1 }
            else { i += 4; col += 2 }                     // outside the BMP: a surrogate pair
        }
        return (l, col)
    }

    /// Byte offset of a 0-based line and UTF-16 column; out-of-range values
    /// clamp to the line's end or the file's end, and a column inside a
    /// surrogate pair lands before the character.
    public func offset(line: Int, utf16Column: Int) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        let end = lineContentEnd(line)
        var i = Int(lineStarts[line])
        var col = 0
        while i < end && col < utf16Column {
            let b = bytes[i]
            let (len, units) = b < 0xC0 ? (1, 1) : b < 0xE0 ? (2, 1) : b < 0xF0 ? (3, 1) : (4, 2)
            if col + units > utf16Column { break }
            i += len
            col += units
        }
        return min(i, end)
    }

    /// Byte offset of a 0-based line and UTF-8 column, clamped.
    public func offset(line: Int, utf8Column: Int) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        return min(Int(lineStarts[line]) + max(0, utf8Column), lineContentEnd(line))
    }

    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count)), hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
}
