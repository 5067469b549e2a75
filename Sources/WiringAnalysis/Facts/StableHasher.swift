/// A 64-bit hash that is the same in every process and on every run
/// (Swift's `Hasher` is seeded per process): for declaration identities,
/// content hashes of facts, and file contents in the index. Eight bytes per
/// round, multiply–rotate mixing, a final avalanche.
public struct StableHasher: Sendable {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private var state: UInt64 = 0x27D4_EB2F_1656_67C5

    public init() {}

    @inline(__always)
    private mutating func round(_ word: UInt64) {
        var k = word &* StableHasher.p2
        k = (k << 31) | (k >> 33)
        k = k &* StableHasher.p1
        state ^= k
        state = ((state << 27) | (state >> 37)) &* StableHasher.p1 &+ StableHasher.p3
    }

    @inline(__always)
    public mutating func combine(_ v: UInt64) { round(v) }
    public mutating func combine(_ v: UInt8) { round(UInt64(v) | 0x100) }
    public mutating func combine(_ v: Int) { round(UInt64(bitPattern: Int64(v))) }
    public mutating func combine(_ v: Bool) { round(v ? 0x201 : 0x200) }

    @inline(__always)
    public mutating func combine(_ s: String) {
        // borrowed: no copy of the string (and no retain) when its bytes are contiguous
        if s.utf8.withContiguousStorageIfAvailable({ (u: UnsafeBufferPointer<UInt8>) -> Void in
            combine(bytes: UnsafeRawBufferPointer(u))
        }) != nil { return }
        var s = s
        s.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        round(UInt64(n) ^ 0x5bd1_e995)
        var i = 0
        while i + 8 <= n {
            round(bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        if i < n {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                tail |= UInt64(bytes[i]) << shift
                shift += 8
                i += 1
            }
            round(tail)
        }
    }

    public var value: UInt64 {
        var h = state
        h ^= h >> 33
        h = h &* StableHasher.p2
        h ^= h >> 29
        h = h &* StableHasher.p3
        h ^= h >> 32
        return h
    }

    @inline(__always)
    public mutating func combine(optional s: String?) {
        if let s { combine(true); combine(s) } else { combine(false) }
    }

    public mutating func combine(strings: [String]) {
        combine(strings.count)
        // borrowed through the buffer: `for s in strings` retains each
        strings.withUnsafeBufferPointer { strings in for k in strings.indices { combine(strings[k]) } }
    }

    mutating func combine(arguments: [ArgumentFact]) {
        combine(arguments.count)
        arguments.withUnsafeBufferPointer { arguments in
            for k in arguments.indices {
                combine(optional: arguments[k].label)
                combine(arguments[k].text)
            }
        }
    }

    /// The content hash of a file's bytes.
    public static func hash(_ bytes: [UInt8]) -> UInt64 { hashText(bytes).value }

    /// The content hash of a file's bytes, and how long a prefix of them is
    /// ASCII without NUL, to a multiple of 32 bytes (where a check that the
    /// bytes are text starts): one pass over the bytes for both. Four lanes
    /// of 8 bytes each take every 32 bytes, so that their rounds overlap
    /// (one chain of rounds waits on each multiplication), then the rest
    /// and the lanes go into one hash.
    public static func hashText(_ bytes: [UInt8]) -> (value: UInt64, plainPrefix: Int) {
        bytes.withUnsafeBytes { raw -> (value: UInt64, plainPrefix: Int) in
            let n = raw.count
            var lanes = (StableHasher(), StableHasher(), StableHasher(), StableHasher())
            lanes.1.state = 0x1656_67B1_9E37_79F9
            lanes.2.state = 0x85EB_CA87_27D4_EB2F
            lanes.3.state = 0xC2B2_AE3D_9E37_79B1
            // a byte ≥ 0x80 or a zero byte in a word: (w | ((w - ones) & ~w)) & high
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            @inline(__always) func marks(_ w: UInt64) -> UInt64 { w | ((w &- ones) & ~w) }
            var plain = -1
            var i = 0
            while i + 32 <= n {
                let w0 = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let w1 = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                let w2 = raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                let w3 = raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                lanes.0.round(w0)
                lanes.1.round(w1)
                lanes.2.round(w2)
                lanes.3.round(w3)
                if plain < 0 && (marks(w0) | marks(w1) | marks(w2) | marks(w3)) & high != 0 { plain = i }
                i += 32
            }
            if plain < 0 { plain = i }
            var h = StableHasher()
            h.round(UInt64(n) ^ 0x5bd1_e995)
            h.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[i...]))
            h.round(lanes.0.state)
            h.round(lanes.1.state)
            h.round(lanes.2.state)
            h.round(lanes.3.state)
            return (h.value, plain)
        }
    }
}
