/// Whether a file's bytes are text the parser should read: UTF-8 without
/// NUL bytes. Anything else (an image or an archive named `*.swift`, a
/// file in another encoding) is skipped with the reason, not analysed as
/// code and counted as checked.
enum TextCheck {
    /// Why the bytes are not UTF-8 text, or nil when they are; the first
    /// `from` bytes are known to be ASCII without NUL
    /// (`StableHasher.hashText`).
    static func problem(in bytes: [UInt8], from start: Int = 0) -> String? {
        bytes.withUnsafeBufferPointer { p -> String? in
            guard let base = p.baseAddress else { return nil }
            let n = p.count
            var i = min(start, n)
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            while i < n {
                // ASCII without NUL, eight bytes at a time: most of a source
                // file, also after a character outside ASCII in a comment
                while i + 8 <= n {
                    let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    // a byte ≥ 0x80, or a zero byte ((w - ones) & ~w has its high bit set)
                    if (w | ((w &- ones) & ~w)) & high != 0 { break }
                    i += 8
                }
                guard i < n else { break }
                let b = base[i]
                if b == 0 { return "not text (a NUL byte at byte \(i))" }
                if b < 0x80 { i += 1; continue }
                let length: Int, minimum: UInt32
                var scalar: UInt32
                switch b {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
                default: return invalid(b, at: i)
                }
                for k in 1..<length {
                    guard i + k < n else { return "not UTF-8 text (a character cut off at the end, byte \(i))" }
                    let c = base[i + k]
                    guard c & 0xC0 == 0x80 else { return invalid(b, at: i) }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                // overlong forms, surrogates and values past U+10FFFF are not UTF-8
                guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                    return invalid(b, at: i)
                }
                i += length
            }
            return nil
        }
    }

    private static func invalid(_ byte: UInt8, at offset: Int) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "not UTF-8 text (byte 0x\(hex.count == 1 ? "0" + hex : hex) at byte \(offset) starts no valid character)"
    }
}
