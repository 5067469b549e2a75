/// The words the parser cares about, reserved or contextual. Recognised once by
/// the lexer, so the parser compares bytes never again.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // declarations
    case `class`, `struct`, actor, `enum`, `protocol`, `extension`, `func`, `init`, `deinit`, `subscript`
    case `var`, `let`, `case`, `typealias`, `associatedtype`, macro, `import`, `operator`, `precedencegroup`
    // modifiers
    case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override
    case mutating, nonmutating, convenience, required, lazy, weak, unowned, indirect, dynamic
    case optional, nonisolated, distributed, prefix, postfix, infix, consuming, borrowing, isolated
    case __consuming, __setter_access, _const, _local, sending
    // effects and expressions
    case async, await, `throws`, `rethrows`, reasync, `try`, some, any, `inout`, `where`, each
    // accessors
    case get, set, willSet, didSet, _read, _modify, read, modify, unsafeAddress, unsafeMutableAddress
    case yielding, unsafe
    // statements and expression keywords
    case `if`, `else`, `guard`, `for`, `while`, `repeat`, `do`, `switch`, `return`, `break`, `continue`
    case `fallthrough`, `defer`, `catch`, `throw`, `in`, `is`, `as`, `self`, `super`, `Self`, `nil`
    case `true`, `false`, `Any`, `default`, wildcard, then, discard, using
    // directives (after `#`)
    case elseif, endif, sourceLocation, available, unavailable

    /// Words after which the lexer treats an expression as complete.
    @inlinable var endsExpression: Bool {
        switch self {
        case .none, .`true`, .`false`, .`Any`, .`nil`, .`self`, .`Self`, .`super`, .wildcard: return true
        default: return false
        }
    }

    @inlinable public var isDeclarationModifier: Bool {
        rawValue >= Keyword.public.rawValue && rawValue <= Keyword.sending.rawValue
    }

    /// The spelling, for table building and messages.
    public var text: String {
        switch self {
        case .none: return ""
        case .wildcard: return "_"
        default: return Keyword.spellings[Int(rawValue)]
        }
    }

    /// Spellings in declaration order (index = raw value); written out so
    /// that building the table costs no reflection.
    static let spellings: [String] = [
        "", "class", "struct", "actor", "enum", "protocol", "extension", "func", "init", "deinit", "subscript",
        "var", "let", "case", "typealias", "associatedtype", "macro", "import", "operator", "precedencegroup",
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "indirect", "dynamic",
        "optional", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "isolated",
        "__consuming", "__setter_access", "_const", "_local", "sending",
        "async", "await", "throws", "rethrows", "reasync", "try", "some", "any", "inout", "where", "each",
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress",
        "unsafeMutableAddress", "yielding", "unsafe",
        "if", "else", "guard", "for", "while", "repeat", "do", "switch", "return", "break", "continue",
        "fallthrough", "defer", "catch", "throw", "in", "is", "as", "self", "super", "Self", "nil",
        "true", "false", "Any", "default", "_", "then", "discard", "using",
        "elseif", "endif", "sourceLocation", "available", "unavailable",
    ]
}

/// Maps a word's bytes to its `Keyword` with a hash table built once and never
/// freed. The hash multiplier is chosen so that no two keywords share a slot:
/// a lookup is a hash, one load and one compare (longer keywords compare
/// their tail bytes too), with no probing.
@usableFromInline
struct KeywordTable: @unchecked Sendable {
    static let bits = 10
    static let size = 1 << bits
    /// Per slot: the first eight bytes, little-endian, zero-padded; 0 in an
    /// empty slot (which only an empty word, with `info` 0, matches: `.none`).
    private let prefix: UnsafeMutablePointer<UInt64>
    /// Per slot: keyword raw value | length << 8.
    private let info: UnsafeMutablePointer<UInt16>
    /// Per slot: the spelling, for keywords longer than eight bytes.
    private let spelling: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    private let multiplier: UInt64

    static let shared = KeywordTable()

    /// From the word of the first eight bytes: one multiply.
    @inline(__always)
    static func hash(_ w: UInt64, _ multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: (w &* multiplier) >> UInt64(64 - bits))
    }

    /// The first min(n, 8) bytes of `p` as a little-endian word.
    @inline(__always)
    static func word(_ p: UnsafePointer<UInt8>, _ n: Int, canRead8: Bool) -> UInt64 {
        if canRead8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
            return n >= 8 ? w : w & ((1 &<< (UInt64(n) &* 8)) &- 1)
        }
        var w: UInt64 = 0
        for k in 0..<min(n, 8) { w |= UInt64(p[k]) << (UInt64(k) * 8) }
        return w
    }

    init() {
        let keywords = Keyword.allCases.filter { $0 != .none }
        let words = keywords.map { Array($0.text.utf8) }
        let prefixes = words.map { w in w.withUnsafeBufferPointer { KeywordTable.word($0.baseAddress!, w.count, canRead8: false) } }
        // Odd multiples of 2^64/φ until every keyword has a slot of its own
        // (a few dozen tries for today's keywords).
        var m: UInt64 = 0x9E37_79B9_7F4A_7C15
        var taken = [Bool](repeating: false, count: KeywordTable.size)
        while true {
            var collision = false
            for w in prefixes {
                let h = KeywordTable.hash(w, m)
                if taken[h] { collision = true; break }
                taken[h] = true
            }
            if !collision { break }
            for h in taken.indices { taken[h] = false }
            m &+= 2 &* 0x9E37_79B9_7F4A_7C15
        }
        multiplier = m
        prefix = .allocate(capacity: KeywordTable.size)
        prefix.initialize(repeating: 0, count: KeywordTable.size)
        info = .allocate(capacity: KeywordTable.size)
        info.initialize(repeating: 0, count: KeywordTable.size)
        spelling = .allocate(capacity: KeywordTable.size)
        spelling.initialize(repeating: nil, count: KeywordTable.size)
        for i in keywords.indices {
            let word = words[i]
            let h = KeywordTable.hash(prefixes[i], m)
            prefix[h] = prefixes[i]
            info[h] = UInt16(keywords[i].rawValue) | UInt16(word.count) << 8
            if word.count > 8 {
                let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: word.count)
                copy.initialize(from: word, count: word.count)
                spelling[h] = UnsafePointer(copy)
            }
        }
    }

    /// `canRead8`: at least eight bytes are readable from `p`. Most names
    /// leave after the prefix compare.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int, canRead8: Bool = false) -> Keyword {
        lookup(word: KeywordTable.word(p, n, canRead8: canRead8), p, n)
    }

    /// `w`: the word of `p`'s first min(n, 8) bytes.
    @inline(__always)
    func lookup(word w: UInt64, _ p: UnsafePointer<UInt8>, _ n: Int) -> Keyword {
        let h = KeywordTable.hash(w, multiplier)
        guard prefix[h] == w && Int(info[h] >> 8) == n else { return .none }
        if n > 8 && !tailMatches(p, n, spelling[h]!) { return .none }
        return unsafeBitCast(UInt8(truncatingIfNeeded: info[h]), to: Keyword.self)
    }

    @inline(never)
    func tailMatches(_ p: UnsafePointer<UInt8>, _ n: Int, _ sp: UnsafePointer<UInt8>) -> Bool {
        var k = 8
        while k < n && sp[k] == p[k] { k += 1 }
        return k == n
    }
}
