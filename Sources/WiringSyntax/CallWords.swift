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
    /// The words, by their first byte.
    private let wordsByFirstByte: [[[UInt8]]]
    /// Per first byte, a bit for each length (below 64) some word of that
    /// first byte has: most names are told apart by these two alone.
    private let lengthsByFirstByte: [UInt64]
    /// A metatype given as an argument (`f(T.self)`, `f(T.self, …)`) also
    /// makes a body's calls worth recording: a library may read calls of
    /// any name by that argument (an app's own helpers).
    let metatypeArguments: Bool
    /// Names that start with one of these and go on (`registerService` for
    /// `register`), by their first byte.
    private let prefixesByFirstByte: [[[UInt8]]]

    public init(_ list: some Sequence<String>, metatypeArguments: Bool = false, prefixes: some Sequence<String> = [String]()) {
        self.metatypeArguments = metatypeArguments
        var words = [[[UInt8]]](repeating: [], count: 256)
        var lengths = [UInt64](repeating: 0, count: 256)
        for word in Set(list.filter { !$0.isEmpty }).sorted() {
            let w = Array(word.utf8)
            words[Int(w[0])].append(w)
            // a word of 64 bytes or more: every length of its first byte
            lengths[Int(w[0])] |= w.count < 64 ? 1 << UInt64(w.count) : ~0
        }
        var starts = [[[UInt8]]](repeating: [], count: 256)
        for prefix in Set(prefixes.filter { !$0.isEmpty }).sorted() {
            let w = Array(prefix.utf8)
            starts[Int(w[0])].append(w)
            // every longer length of its first byte
            lengths[Int(w[0])] |= w.count < 63 ? ~0 << UInt64(w.count + 1) : 1 << 63
        }
        wordsByFirstByte = words
        lengthsByFirstByte = lengths
        prefixesByFirstByte = starts
    }

    /// Whether the `count` bytes at `p` spell one of the words.
    @inline(__always)
    func contains(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count > 0, (lengthsByFirstByte[Int(p[0])] >> UInt64(min(count, 63))) & 1 != 0 else { return false }
        // the few words of that first byte and (most often) that length
        for w in wordsByFirstByte[Int(p[0])] where w.count == count {
            if w.withUnsafeBufferPointer({ memcmp($0.baseAddress!, p, count) == 0 }) { return true }
        }
        for w in prefixesByFirstByte[Int(p[0])] where w.count < count {
            if w.withUnsafeBufferPointer({ memcmp($0.baseAddress!, p, $0.count) == 0 }) { return true }
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
                // `T.self` before `)` or `,`, not a key path's `\.self`
                if words.metatypeArguments, x.keyword == .`self`, j >= 2, toks[j - 1].kind == .period,
                   toks[j - 2].kind != .backslash, toks[j + 1].kind == .rparen || toks[j + 1].kind == .comma {
                    return nil
                }
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
