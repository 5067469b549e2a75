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

/// Maps a word's bytes to its `Keyword` with an open-addressed hash table built
/// once. Lookup costs a hash of the first, last bytes and length plus one
/// comparison.
/// Maps a word's bytes to its `Keyword` with an open-addressed hash table built
/// once and never freed. A slot holds the keyword, its length and its first
/// eight bytes as one word, so most lookups cost a hash, one load and one
/// compare; longer keywords compare their tail bytes too.
@usableFromInline
struct KeywordTable: @unchecked Sendable {
    static let size = 512
    /// Per slot: keyword raw value | length << 8 (0 = empty).
    private let info: UnsafeMutablePointer<UInt16>
    /// Per slot: the first eight bytes, little-endian, zero-padded.
    private let prefix: UnsafeMutablePointer<UInt64>
    /// Per slot: the spelling, for keywords longer than eight bytes.
    private let spelling: UnsafeMutablePointer<UnsafePointer<UInt8>?>

    static let shared = KeywordTable()

    /// From the word of the first eight bytes and the length: one multiply.
    @inline(__always)
    static func hash(_ w: UInt64, _ n: Int) -> Int {
        Int(truncatingIfNeeded: ((w ^ UInt64(n)) &* 0x9E37_79B9_7F4A_7C15) >> 55) & (size - 1)
    }

    /// The first min(n, 8) bytes of `p` as a little-endian word.
    @inline(__always)
    static func word(_ p: UnsafePointer<UInt8>, _ n: Int, canRead8: Bool) -> UInt64 {
        if canRead8 {
            let w = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
            return n >= 8 ? w : w & ((1 << (UInt64(n) * 8)) &- 1)
        }
        var w: UInt64 = 0
        for k in 0..<min(n, 8) { w |= UInt64(p[k]) << (UInt64(k) * 8) }
        return w
    }

    init() {
        info = .allocate(capacity: KeywordTable.size)
        info.initialize(repeating: 0, count: KeywordTable.size)
        prefix = .allocate(capacity: KeywordTable.size)
        prefix.initialize(repeating: 0, count: KeywordTable.size)
        spelling = .allocate(capacity: KeywordTable.size)
        spelling.initialize(repeating: nil, count: KeywordTable.size)
        for k in Keyword.allCases where k != .none && k != .wildcard {
            let word = Array(k.text.utf8)
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: word.count)
            copy.initialize(from: word, count: word.count)
            var h = KeywordTable.hash(KeywordTable.word(copy, word.count, canRead8: false), word.count)
            while info[h] != 0 { h = (h + 1) & (KeywordTable.size - 1) }
            info[h] = UInt16(k.rawValue) | UInt16(word.count) << 8
            prefix[h] = KeywordTable.word(copy, word.count, canRead8: false)
            spelling[h] = UnsafePointer(copy)
        }
    }

    /// `canRead8`: at least eight bytes are readable from `p`. Most names
    /// hash to an empty slot and leave after one load.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int, canRead8: Bool = false) -> Keyword {
        if n < 2 || n > 20 { return n == 1 && p[0] == UInt8(ascii: "_") ? .wildcard : .none }
        let w = KeywordTable.word(p, n, canRead8: canRead8)
        let h = KeywordTable.hash(w, n)
        if info[h] == 0 { return .none }
        return probe(p, n, w, h)
    }

    @inline(never)
    func probe(_ p: UnsafePointer<UInt8>, _ n: Int, _ w: UInt64, _ start: Int) -> Keyword {
        var h = start
        while true {
            let e = info[h]
            if e == 0 { return .none }
            if Int(e >> 8) == n && prefix[h] == w {
                if n <= 8 { return unsafeBitCast(UInt8(truncatingIfNeeded: e), to: Keyword.self) }
                let sp = spelling[h]!
                var k = 8
                while k < n && sp[k] == p[k] { k += 1 }
                if k == n { return unsafeBitCast(UInt8(truncatingIfNeeded: e), to: Keyword.self) }
            }
            h = (h + 1) & (KeywordTable.size - 1)
        }
    }
}
