#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WiringSyntax

/// Suppression comments in one file:
///
/// ```swift
/// // wiring:disable-next-line library/some-rule, library/other-rule
/// // wiring:disable-line library/some-rule      (on the line of the finding)
/// // wiring:disable-file library/other-rule     (anywhere in the file)
/// ```
///
/// Without an id a directive silences every rule; an id without `/`
/// (`library`) silences every rule of that library. Text after `--`
/// is a free explanation. The directive must start the `//` comment.
/// A finding is matched by the line its anchor starts on.
public struct Suppressions: Sendable, Equatable {
    /// nil entry = every rule.
    var fileWide: [Set<String>?] = []
    var lines: [Int: [Set<String>?]] = [:]

    public var isEmpty: Bool { fileWide.isEmpty && lines.isEmpty }

    public init() {}

    public init(_ source: SourceText) {
        let bytes = source.bytes
        let needle = Array("wiring:disable-".utf8)
        let n = bytes.count, m = needle.count
        guard n >= m else { return }
        // where the directive's text occurs: memchr finds each `w`
        var hits: [Int] = []
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            var i = 0
            while i <= n - m, let hit = memchr(base + i, Int32(UInt8(ascii: "w")), n - m + 1 - i) {
                i = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + i, needle, m) == 0 {
                    hits.append(i)
                    i += m
                } else {
                    i += 1
                }
            }
        }
        for i in hits {
            let line = source.line(of: i)
            let lineStart = source.lineStart(line)
            // the directive must open a `//` comment: `//`, then blanks, then it
            var j = i - 1
            while j >= lineStart && (bytes[j] == 32 || bytes[j] == 9) { j -= 1 }
            guard j - 1 >= lineStart, bytes[j] == UInt8(ascii: "/"), bytes[j - 1] == UInt8(ascii: "/") else { continue }
            let end = source.lineContentEnd(line)
            let rest = source.text((i + m)..<end)
            let (scope, ids) = Suppressions.parse(rest)
            switch scope {
            case "next-line": lines[line + 1, default: []].append(ids)
            case "line": lines[line, default: []].append(ids)
            case "file": fileWide.append(ids)
            default: break
            }
        }
    }

    /// `next-line a/b, c/d -- why` → ("next-line", {a/b, c/d}); no ids → nil.
    static func parse(_ rest: String) -> (String, Set<String>?) {
        var scope = ""
        var idx = rest.startIndex
        while idx < rest.endIndex, rest[idx] != " ", rest[idx] != "\t", rest[idx] != "," {
            scope.append(rest[idx])
            idx = rest.index(after: idx)
        }
        var ids: Set<String> = []
        var body = String(rest[idx...])
        if let r = body.range(of: "--") { body = String(body[..<r.lowerBound]) }
        for part in body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            let s = String(part)
            if s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "/" || $0 == "-" || $0 == "_" || $0 == "." }) {
                ids.insert(s)
            } else {
                break  // the rest is prose
            }
        }
        return (scope, ids.isEmpty ? nil : ids)
    }

    private static func matches(_ ids: Set<String>?, _ rule: String) -> Bool {
        guard let ids else { return true }
        if ids.contains(rule) { return true }
        if let slash = rule.firstIndex(of: "/"), ids.contains(String(rule[..<slash])) { return true }
        return false
    }

    public func suppresses(rule: String, line: Int) -> Bool {
        if fileWide.contains(where: { Suppressions.matches($0, rule) }) { return true }
        if let l = lines[line], l.contains(where: { Suppressions.matches($0, rule) }) { return true }
        return false
    }
}
