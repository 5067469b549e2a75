import WiringSyntax

/// A declaration's modifiers as written (`public`, `static`,
/// `private(set)`…), in order. Nearly every declaration has some, and an
/// array of strings each would be an allocation per declaration of the
/// workspace: the common ones are packed into one word instead, a byte
/// each; a declaration with a modifier outside that list, or more than
/// eight, keeps them all as strings.
public struct Modifiers: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The packed ones, in byte order; changing the list changes no stored
    /// fact (facts keep the strings).
    static let known: [String] = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "override",
        "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
        "indirect", "nonisolated", "isolated", "distributed", "consuming", "borrowing", "prefix", "postfix", "infix",
        "private(set)", "fileprivate(set)", "internal(set)", "public(set)", "package(set)", "nonisolated(unsafe)",
        "unowned(unsafe)", "unowned(safe)", "__consuming", "actor",
    ]
    /// Each known name's length in bytes, in `known`'s order.
    private static let knownLengths: [Int] = known.map(\.utf8.count)

    /// A name's code (index in `known` + 1): a scan, not a hash, comparing
    /// only names of the same length (two strings that differ compare
    /// through a call each; most names differ in length).
    private static func code(_ name: String) -> UInt64? {
        let n = name.utf8.count
        let lengths = knownLengths
        for k in lengths.indices where lengths[k] == n && known[k] == name { return UInt64(k + 1) }
        return nil
    }

    /// Up to eight codes (index in `known` + 1), the first in the low byte; 0 ends.
    private var packed: UInt64 = 0
    /// All of them as strings, when they do not pack.
    private var spelled: [String] = []

    public init() {}

    public init(_ names: some Collection<String>) {
        if let p = Self.pack(names.count, { k in Self.code(names[names.index(names.startIndex, offsetBy: k)]) }) {
            packed = p
        } else {
            spelled = Array(names)
        }
    }

    /// The parser's modifiers, each name read in place (through a
    /// collection of names, each was copied: a retain and a release per
    /// modifier of every declaration).
    init(_ parsed: ArraySlice<Modifier>) {
        if let p = parsed.withUnsafeBufferPointer({ list in Self.pack(list.count) { Self.code(list[$0].name) } }) {
            packed = p
        } else {
            spelled = parsed.map(\.name)
        }
    }

    /// The codes of `count` names (`code(k)`: the k-th's), packed; nil when
    /// one is not in `known`, or past eight.
    @inline(__always)
    private static func pack(_ count: Int, _ code: (Int) -> UInt64?) -> UInt64? {
        guard count <= 8 else { return nil }
        var packed: UInt64 = 0
        for k in 0..<count {
            guard let c = code(k) else { return nil }
            packed |= c << UInt64(8 * k)
        }
        return packed
    }

    public init(arrayLiteral elements: String...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        if !spelled.isEmpty { return spelled.count }
        return (64 - packed.leadingZeroBitCount + 7) / 8
    }

    public subscript(position: Int) -> String {
        if !spelled.isEmpty { return spelled[position] }
        precondition(position >= 0 && position < endIndex, "modifier index out of range")
        return Self.known[Int((packed >> (8 * UInt64(position))) & 0xff) - 1]
    }

    public func contains(_ name: String) -> Bool {
        if !spelled.isEmpty { return spelled.contains(name) }
        guard let code = Self.code(name) else { return false }
        var p = packed
        while p != 0 {
            if p & 0xff == code { return true }
            p >>= 8
        }
        return false
    }

    /// `static` or `class`: a member of the type, not of its instances.
    public var isStaticMember: Bool { contains("static") || contains("class") }
    /// `public` or `open`.
    public var isPublicAPI: Bool { contains("public") || contains("open") }

    public var description: String { "[" + map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
}
