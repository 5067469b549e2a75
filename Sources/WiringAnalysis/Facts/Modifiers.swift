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
    private static let codes: [String: UInt64] = Dictionary(uniqueKeysWithValues: known.enumerated().map { ($1, UInt64($0 + 1)) })

    /// Up to eight codes (index in `known` + 1), the first in the low byte; 0 ends.
    private var packed: UInt64 = 0
    /// All of them as strings, when they do not pack.
    private var spelled: [String] = []

    public init() {}

    public init(_ names: some Sequence<String>) {
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        var all: [String] = []
        var fits = true
        for n in names {
            all.append(n)
            guard fits, shift < 64, let code = Self.codes[n] else { fits = false; continue }
            packed |= code << shift
            shift += 8
        }
        if fits { self.packed = packed } else { spelled = all }
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
        guard let code = Self.codes[name] else { return false }
        var p = packed
        while p != 0 {
            if p & 0xff == code { return true }
            p >>= 8
        }
        return false
    }

    public var description: String { "[" + map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
}
