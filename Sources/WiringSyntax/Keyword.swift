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
@usableFromInline
struct KeywordTable: Sendable {
    static let size = 512
    // slot -> (keyword raw value, offset into `bytes`, length); keyword 0 = empty
    private var slots: [UInt32]
    private var bytes: [UInt8]

    static let shared = KeywordTable()

    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        (Int(p[0]) &* 7 &+ Int(p[n - 1]) &* 31 &+ Int(p[n >> 1]) &* 3 &+ n &* 61) & (size - 1)
    }

    init() {
        slots = [UInt32](repeating: 0, count: KeywordTable.size)
        bytes = []
        for k in Keyword.allCases where k != .none && k != .wildcard {
            let word = Array(k.text.utf8)
            let offset = bytes.count
            bytes += word
            var h = word.withUnsafeBufferPointer { KeywordTable.hash($0.baseAddress!, $0.count) }
            while slots[h] != 0 { h = (h + 1) & (KeywordTable.size - 1) }
            slots[h] = UInt32(k.rawValue) | UInt32(offset) << 8 | UInt32(word.count) << 24
        }
    }

    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int) -> Keyword {
        if n < 2 || n > 20 { return n == 1 && p[0] == UInt8(ascii: "_") ? .wildcard : .none }
        var h = KeywordTable.hash(p, n)
        return slots.withUnsafeBufferPointer { s in
            bytes.withUnsafeBufferPointer { b in
                while true {
                    let e = s[h]
                    if e == 0 { return .none }
                    let len = Int(e >> 24)
                    if len == n {
                        let off = Int((e >> 8) & 0xFFFF)
                        var i = 0
                        while i < n && b[off + i] == p[i] { i += 1 }
                        if i == n { return Keyword(rawValue: UInt8(e & 0xFF))! }
                    }
                    h = (h + 1) & (KeywordTable.size - 1)
                }
            }
        }
    }
}
