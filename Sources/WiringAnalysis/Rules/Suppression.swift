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
    /// One `wiring:disable-…` comment.
    public struct Directive: Sendable, Equatable {
        public enum Scope: UInt8, Sendable {
            case nextLine, line, file
            /// A misspelt kind (`disable-nextline`): it silences nothing.
            case unknown
        }
        public struct ID: Sendable, Equatable {
            public var name: String
            public var range: Range<Int>
        }
        public var scope: Scope
        /// What follows `disable-` up to the first blank, and where.
        public var kind: String
        public var kindRange: Range<Int>
        /// The line of the comment (0-based).
        public var line: Int
        /// From `//` to the end of the ids (an explanation after `--` excluded).
        public var range: Range<Int>
        /// Whether the comment is all its line holds (removing it removes the line).
        public var ownLine: Bool
        /// Empty: every rule.
        public var ids: [ID]
    }

    public internal(set) var directives: [Directive] = []

    /// What every directive starts with; its kind follows.
    public static let prefix = "wiring:disable-"

    public var isEmpty: Bool { directives.isEmpty }

    public init() {}

    public init(_ source: SourceText) {
        let bytes = source.bytes
        let m = Suppressions.prefix.utf8.count
        guard bytes.count >= m else { return }
        // where the directive's text occurs
        var hits: [Int] = []
        source.forEachOccurrence(of: Suppressions.prefix, in: 0..<bytes.count) { i in
            hits.append(i)
            return true
        }
        for i in hits {
            let line = source.line(of: i)
            let lineStart = source.lineStart(line)
            // the directive must open a `//` comment: `//`, then blanks, then it
            var j = i - 1
            while j >= lineStart && (bytes[j] == 32 || bytes[j] == 9) { j -= 1 }
            guard j - 1 >= lineStart, bytes[j] == UInt8(ascii: "/"), bytes[j - 1] == UInt8(ascii: "/") else { continue }
            let commentStart = j - 1
            let end = source.lineContentEnd(line)
            var directive = Suppressions.parse(bytes, from: i + m, to: end)
            directive.line = line
            directive.range = commentStart..<max(directive.range.upperBound, i + m)
            var k = lineStart
            while k < commentStart && (bytes[k] == 32 || bytes[k] == 9) { k += 1 }
            directive.ownLine = k == commentStart
            directives.append(directive)
        }
    }

    /// `next-line a/b, c/d -- why` (the bytes after `disable-`) → the kind,
    /// the ids with their ranges, and where the ids end (`range.upperBound`).
    static func parse(_ bytes: [UInt8], from start: Int, to end: Int) -> Directive {
        func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 }
        func isIDByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "/") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
        }
        var i = start
        while i < end, !isBlank(bytes[i]), bytes[i] != UInt8(ascii: ",") { i += 1 }
        let kind = String(decoding: bytes[start..<i], as: UTF8.self), kindEnd = i
        let scope: Directive.Scope
        switch kind {
        case "next-line": scope = .nextLine
        case "line": scope = .line
        case "file": scope = .file
        default: scope = .unknown
        }
        var ids: [Directive.ID] = []
        var idsEnd = i
        while i < end {
            while i < end, isBlank(bytes[i]) || bytes[i] == UInt8(ascii: ",") { i += 1 }
            guard i < end else { break }
            // `--` starts the explanation
            if bytes[i] == UInt8(ascii: "-"), i + 1 < end, bytes[i + 1] == UInt8(ascii: "-") { break }
            let wordStart = i
            while i < end, !isBlank(bytes[i]), bytes[i] != UInt8(ascii: ",") { i += 1 }
            // a word that is not an id: the rest is prose
            guard bytes[wordStart..<i].allSatisfy(isIDByte) else { break }
            ids.append(Directive.ID(name: String(decoding: bytes[wordStart..<i], as: UTF8.self), range: wordStart..<i))
            idsEnd = i
        }
        return Directive(scope: scope, kind: kind, kindRange: start..<kindEnd, line: 0, range: start..<idsEnd,
                         ownLine: false, ids: ids)
    }

    /// Whether `name` (an id of a directive) names `rule`: the rule's id, or
    /// its library's (`library` alone silences every rule of the library).
    public static func names(_ name: String, rule: String) -> Bool {
        if name == rule { return true }
        guard let slash = rule.firstIndex(of: "/") else { return false }
        return rule[..<slash] == name
    }

    /// A directive, and which of its ids (nil: it has none, so every rule).
    public struct Use: Hashable, Sendable {
        public var directive: Int
        public var id: Int?
    }

    /// The directives (and ids) that silence a finding of `rule` anchored on
    /// `line`: on that line, on the line before, or anywhere in the file.
    public func uses(rule: String, line: Int) -> [Use] {
        var out: [Use] = []
        for (k, d) in directives.enumerated() {
            switch d.scope {
            case .file: break
            case .line: if d.line != line { continue }
            case .nextLine: if d.line + 1 != line { continue }
            case .unknown: continue
            }
            if d.ids.isEmpty {
                out.append(Use(directive: k, id: nil))
            } else {
                for (i, id) in d.ids.enumerated() where Suppressions.names(id.name, rule: rule) {
                    out.append(Use(directive: k, id: i))
                }
            }
        }
        return out
    }

    public func suppresses(rule: String, line: Int) -> Bool { !uses(rule: rule, line: line).isEmpty }
}
