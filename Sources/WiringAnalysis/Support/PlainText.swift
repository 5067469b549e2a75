#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The few string and path helpers the project needs, without Foundation: the
// executable links only FoundationEssentials, which has none of them.

extension String {
    /// The text after its last `.`, nil when it has none: found through
    /// the UTF-8 buffer (the generic backward search over `utf8` costs
    /// hundreds of instructions a name, for lookups every type makes).
    package var textAfterLastDot: String? {
        var s = self
        return s.withUTF8 { u -> String? in
            var i = u.count
            while i > 0 {
                i -= 1
                if u[i] == UInt8(ascii: ".") { return String(decoding: UnsafeBufferPointer(rebasing: u[(i + 1)...]), as: UTF8.self) }
            }
            return nil
        }
    }
}

/// Whether `p`'s bytes occur in `bytes`. Not a member of the
/// `StringProtocol` extension: there it stayed generic over the string
/// type, and was not specialized for a buffer.
private func occurs(_ p: UnsafeBufferPointer<UInt8>, in bytes: some Collection<UInt8>) -> Bool {
    let n = p.count
    guard n > 0 else { return true }
    guard bytes.count >= n else { return false }
    var i = bytes.startIndex
    let last = bytes.index(bytes.endIndex, offsetBy: -n)
    while i <= last {
        if bytes[i] == p[0] {
            var j = bytes.index(after: i), k = 1
            while k < n && bytes[j] == p[k] {
                j = bytes.index(after: j)
                k += 1
            }
            if k == n { return true }
        }
        i = bytes.index(after: i)
    }
    return false
}

extension StringProtocol {
    /// Whether every character is a letter, a digit or `_` (a name, or a
    /// path's part): by bytes when it is ASCII (a `Character`'s properties
    /// cost far more).
    package var isPlainName: Bool {
        for b in utf8 {
            if b >= 0x80 { return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            guard (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
                    || b == UInt8(ascii: "_") else { return false }
        }
        return true
    }

    /// Without leading and trailing spaces, tabs and line breaks.
    package var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }

    /// Spaces added up to `width` characters (never cut).
    package func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }

    /// Whether `needle`'s bytes occur in the text's UTF-8: for an ASCII
    /// needle in code, what `contains` says, without its cost (the
    /// generic search is slow enough to show in a first load).
    public func containsBytes(_ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { containsBytes($0) }
    }

    /// `containsBytes` for a needle made at run time.
    public func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { containsBytes($0) }
    }

    private func containsBytes(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        // in place when the text is contiguous (a native string): indexing
        // the generic view cost most of the search
        utf8.withContiguousStorageIfAvailable { occurs(p, in: $0) } ?? occurs(p, in: utf8)
    }

    /// Where `needle` first occurs, by characters.
    package func firstRange(ofText needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }

    /// Where `needle` last occurs, by characters.
    package func lastRange(ofText needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var i = endIndex
        while i > startIndex {
            i = index(before: i)
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
        }
        return nil
    }

    /// Every occurrence of `target` replaced by `replacement`, left to right.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        precondition(!target.isEmpty)
        let t = Array(target.utf8), bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == t[0], i + t.count <= bytes.count, bytes[i..<(i + t.count)].elementsEqual(t) {
                out.append(contentsOf: replacement.utf8)
                i += t.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension Double {
    /// To one decimal, rounded half away from zero: `12.4`.
    package var oneDecimal: String {
        let tenths = Int((self * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }

    /// To a whole number, rounded half away from zero: `12`.
    package var whole: String { "\(Int(rounded()))" }
}

/// Paths as text, as `NSString`'s path methods treat them.
package enum PathText {
    /// The folder part of `path`: `a/b/c.json` → `a/b`, `c.json` → ``, `/c` → `/`.
    package static func parent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        return String(p[..<slash])
    }

    /// Whether `path` names a folder (symlinks followed).
    package static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The last part of `path`: `a/b/c.json` → `c.json`.
    package static func lastComponent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/"), p.count > 1 else { return String(p) }
        return String(p[p.index(after: slash)...])
    }
}
