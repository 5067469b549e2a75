#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names (and operators) whose presence in a body makes its calls worth
/// recording. A parser given them skips, without recording its calls, a
/// function's or accessor's body in which none of these is a token: what
/// reads the outline asks only about calls in bodies where one of them is.
/// Most bodies hold none, and recording their calls was a tenth of parsing.
public struct CallWords: Sendable {
    /// Per bucket, the first word's place in `words`, -1 when none.
    private let buckets: [Int32]
    /// The next word of the same bucket, -1 at the end.
    private let next: [Int32]
    private let words: [[UInt8]]
    /// Per first byte, a bit for each length (below 64) some word of that
    /// first byte has: most names are told apart by these two alone.
    private let lengthsByFirstByte: [UInt64]

    private static let bucketCount = 256

    public init(_ list: some Sequence<String>) {
        let unique = Array(Set(list.filter { !$0.isEmpty })).sorted()
        var buckets = [Int32](repeating: -1, count: Self.bucketCount)
        var next = [Int32](repeating: -1, count: unique.count)
        let words = unique.map { Array($0.utf8) }
        for (k, w) in words.enumerated() {
            let b = Self.bucket(w.first!, w.last!, w.count)
            next[k] = buckets[b]
            buckets[b] = Int32(k)
        }
        self.buckets = buckets
        self.next = next
        self.words = words
        var lengths = [UInt64](repeating: 0, count: 256)
        // a word of 64 bytes or more: every length of its first byte
        for w in words { lengths[Int(w[0])] |= w.count < 64 ? 1 << UInt64(w.count) : ~0 }
        lengthsByFirstByte = lengths
    }

    @inline(__always)
    private static func bucket(_ first: UInt8, _ last: UInt8, _ count: Int) -> Int {
        Int((UInt32(first) &* 31 &+ UInt32(last) &* 7 &+ UInt32(truncatingIfNeeded: count)) & UInt32(bucketCount - 1))
    }

    /// Whether the `count` bytes at `p` spell one of the words.
    @inline(__always)
    func contains(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count > 0, (lengthsByFirstByte[Int(p[0])] >> UInt64(min(count, 63))) & 1 != 0 else { return false }
        var k = buckets[Self.bucket(p[0], p[count - 1], count)]
        while k >= 0 {
            let w = words[Int(k)]
            if w.count == count, w.withUnsafeBufferPointer({ memcmp($0.baseAddress!, p, count) == 0 }) { return true }
            k = next[Int(k)]
        }
        return false
    }
}

extension Parser {
    /// From the `{` at `i`: the index after its matching `}` (or of the end
    /// of file) when no token inside is one of `words`; nil when one is, or
    /// when the braces nest so deep that `scan` would read them flat (it
    /// then ends elsewhere than brace counting does).
    func endOfBody(without words: CallWords) -> Int? {
        var j = i
        var braces = 0, groups = 0
        // `scan` goes a few levels deeper per group (a call's arguments are
        // two): well below its limit, the two end at the same token
        let room = (Parser.maxDepth - depth) / 4
        while true {
            let x = toks[j]
            switch x.kind {
            case .lbrace:
                braces += 1
                groups += 1
                if groups >= room { return nil }
            case .rbrace:
                braces -= 1
                groups -= 1
                if braces == 0 { return j + 1 }
            case .lparen, .lbracket:
                groups += 1
                if groups >= room { return nil }
            case .rparen, .rbracket:
                groups -= 1
            case .endOfFile:
                return j
            case .pound where x.keyword == .if || x.keyword == .elseif:
                // as `scan` steps over a condition (a paren left open there
                // takes braces with it)
                j = skipDirectiveCondition(j)
                continue
            case .identifier, .operator:
                if words.contains(src + Int(x.start), Int(x.end - x.start)) { return nil }
            default:
                break
            }
            j += 1
        }
    }

    /// A function's or accessor's body from the `{` at `i`: its calls
    /// recorded, or skipped whole when `callWords` says none matters.
    mutating func scanBody() {
        if let words = callWords, let end = endOfBody(without: words) {
            i = end
            return
        }
        i += 1
        scan(.brace)
    }
}
