import Foundation
import WiringAnalysis
import WiringSyntax

/// `-verify` fixtures: annotated Swift files whose comments say what Wiring
/// must report, in the style of the Swift compiler's `-verify` mode.
///
///     // expected-<severity>[@<line>][:<col>[-<endcol>]] {{message}} [{{fix}} …]
///
/// - severity: `error`, `warning`, `information`, `hint`, or `note` (a
///   related-information entry of some finding).
/// - line: `@+N` / `@-N` relative to the comment's own line, `@N` absolute;
///   without it, the comment's line. The line of the anchor's start.
/// - col: the anchor's first column (1-based, UTF-8 bytes); `-endcol` also
///   checks its end (exclusive). Without `:col` only the line is checked.
/// - message: the exact text (`\n`, `\t`, `\\` and `\}` are escapes, as in fixes).
/// - fixes, in order, every edit of every fix-it of the finding, flattened:
///   `{{C1-C2=text}}` replaces columns [C1, C2) of the anchor's line;
///   `{{L1:C1-L2:C2=text}}` names the lines too, as `+N`/`-N` from the
///   anchor's line or as absolute numbers. In `text`, `\n` is a line break,
///   `\t` a tab, `\\` a backslash. A finding written without any fix spec
///   must have no fix-its.
/// - `{{title=Add 'async'}}` checks fix-it titles, in order (optional; when
///   one is given, all must be).
/// - `{{fixed}}` instead of the edits: the finding has fix-its, and what
///   they make is checked by the `.fixed.swift` file beside the fixture.
///
/// Every finding must be expected and every expectation found: a fixture
/// with no `expected-` comment must produce nothing at all.
///
/// Other directives, each on its own comment line:
/// - `// fixture-file: Name.swift` starts another file of the same
///   workspace (line numbers restart: each part is its own file).
/// - `// fixture-config: {"rules": {"id": "off"}}` analyses with that
///   configuration.
public struct Fixture {
    public struct Part {
        public var path: String
        public var text: String
    }

    public struct Expectation: CustomStringConvertible {
        public var severity: String
        public var file: String
        public var line: Int
        public var column: Int?
        public var endColumn: Int?
        public var message: String
        public var edits: [EditSpec]
        public var titles: [String]
        /// `{{fixed}}`: the fix-its are checked by the `.fixed.swift` file
        /// beside the fixture instead of edit by edit.
        public var fixesInFixedFile = false
        /// Where the comment is, for failure messages.
        public var commentLine: Int

        public var description: String {
            "\(file):\(line)\(column.map { ":\($0)" } ?? "") expected-\(severity) {{\(message)}} (comment on line \(commentLine))"
        }
    }

    public struct EditSpec: Equatable, CustomStringConvertible {
        public var startLine: Int
        public var startColumn: Int
        public var endLine: Int
        public var endColumn: Int
        public var text: String

        public var description: String {
            "{{\(startLine):\(startColumn)-\(endLine):\(endColumn)=\(text.replacingOccurrences(of: "\n", with: "\\n"))}}"
        }
    }

    public var name: String
    public var parts: [Part]
    public var configuration = Configuration()

    public init(name: String, text: String) throws {
        self.name = name
        var parts: [Part] = []
        var current: [Substring] = []
        var path = name
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// fixture-file:") {
                if !current.isEmpty || !parts.isEmpty || path != name {
                    parts.append(Part(path: path, text: current.joined(separator: "\n")))
                }
                path = trimmed.dropFirst("// fixture-file:".count).trimmingCharacters(in: .whitespaces)
                current = []
                continue
            }
            if trimmed.hasPrefix("// fixture-config:") {
                let json = trimmed.dropFirst("// fixture-config:".count)
                configuration = try Configuration(json: Data(json.utf8))
            }
            current.append(line)
        }
        parts.append(Part(path: path, text: current.joined(separator: "\n")))
        self.parts = parts
    }

    public var sourceFiles: [SourceFile] { parts.map { SourceFile(path: $0.path, text: $0.text) } }

    // MARK: Expectations

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public func expectations() throws -> [Expectation] {
        var out: [Expectation] = []
        for part in parts {
            let lines = part.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                guard let comment = line.range(of: "//") else { continue }
                var rest = line[comment.upperBound...]
                while let r = rest.range(of: "expected-") {
                    rest = rest[r.upperBound...]
                    let e = try parseExpectation(&rest, file: part.path, commentLine: i + 1)
                    out.append(e)
                }
            }
        }
        return out
    }

    private func parseExpectation(_ s: inout Substring, file: String, commentLine: Int) throws -> Expectation {
        func fail(_ why: String) -> ParseError { ParseError(description: "\(file):\(commentLine): bad expectation: \(why)") }
        var severity = ""
        while let c = s.first, c.isLetter { severity.append(c); s.removeFirst() }
        guard ["error", "warning", "information", "hint", "note"].contains(severity) else { throw fail("severity '\(severity)'") }
        var line = commentLine
        if s.first == "@" {
            s.removeFirst()
            var sign = 0
            if s.first == "+" { sign = 1; s.removeFirst() } else if s.first == "-" { sign = -1; s.removeFirst() }
            let n = takeInt(&s) ?? 0
            line = sign == 0 ? n : commentLine + sign * n
        }
        var column: Int?
        var endColumn: Int?
        if s.first == ":" {
            s.removeFirst()
            column = takeInt(&s)
            if s.first == "-" {
                s.removeFirst()
                endColumn = takeInt(&s)
            }
        }
        var groups: [String] = []
        while true {
            let trimmed = s.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("{{"), let close = Self.closingBraces(trimmed) else { break }
            groups.append(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close.lowerBound]))
            s = trimmed[close.upperBound...]
        }
        guard let message = groups.first.map({ unescape(Substring($0)) }) else { throw fail("no {{message}}") }
        var edits: [EditSpec] = []
        var titles: [String] = []
        var fixesInFixedFile = false
        for g in groups.dropFirst() {
            if g.hasPrefix("title=") { titles.append(String(g.dropFirst(6))); continue }
            if g == "fixed" { fixesInFixedFile = true; continue }
            guard let eq = g.firstIndex(of: "=") else { throw fail("fix '\(g)'") }
            let range = g[..<eq], text = unescape(g[g.index(after: eq)...])
            let (a, b) = try splitRange(String(range), fail: fail)
            edits.append(EditSpec(startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column, text: text)
                .resolved(anchorLine: line))
        }
        return Expectation(severity: severity, file: file, line: line, column: column, endColumn: endColumn,
                           message: message, edits: edits, titles: titles, fixesInFixedFile: fixesInFixedFile,
                           commentLine: commentLine)
    }

    /// `C1-C2`, `L1:C1-L2:C2` (lines `+N`, `-N` or `N`). Relative lines are
    /// kept as offsets (marked by `relative`) until the anchor line is known.
    private func splitRange(_ r: String, fail: (String) -> ParseError) throws -> ((line: Int, column: Int), (line: Int, column: Int)) {
        var s = Substring(r)
        func point() throws -> (line: Int, column: Int) {
            // [sign]N[:M]
            var sign = 0
            if s.first == "+" { sign = 1; s.removeFirst() } else if s.first == "-" { sign = -1; s.removeFirst() }
            guard let n = takeInt(&s) else { throw fail("range '\(r)'") }
            if s.first == ":" {
                s.removeFirst()
                guard let m = takeInt(&s) else { throw fail("range '\(r)'") }
                // relative lines are encoded far from real line numbers
                return (sign == 0 ? n : EditSpec.relativeBase + sign * n, m)
            }
            guard sign == 0 else { throw fail("range '\(r)'") }
            return (EditSpec.relativeBase, n)  // same line as the anchor
        }
        let a = try point()
        guard s.first == "-" else { throw fail("range '\(r)'") }
        s.removeFirst()
        let b = try point()
        guard s.isEmpty else { throw fail("range '\(r)'") }
        return (a, b)
    }

    /// The `}}` that closes a `{{…}}` group starting `s` (a `}` escaped as
    /// `\}` does not count).
    public static func closingBraces(_ s: Substring) -> Range<Substring.Index>? {
        var i = s.index(s.startIndex, offsetBy: 2, limitedBy: s.endIndex) ?? s.endIndex
        while i < s.endIndex {
            if s[i] == "\\" {
                i = s.index(i, offsetBy: 2, limitedBy: s.endIndex) ?? s.endIndex
                continue
            }
            let next = s.index(after: i)
            if s[i] == "}", next < s.endIndex, s[next] == "}" { return i..<s.index(after: next) }
            i = next
        }
        return nil
    }

    private func takeInt(_ s: inout Substring) -> Int? {
        var digits = ""
        while let c = s.first, c.isNumber { digits.append(c); s.removeFirst() }
        return Int(digits)
    }

    private func unescape(_ s: Substring) -> String {
        var out = ""
        var it = s.makeIterator()
        while let c = it.next() {
            if c == "\\", let n = it.next() {
                switch n {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(n)
                }
            } else {
                out.append(c)
            }
        }
        return out
    }
}

extension Fixture.EditSpec {
    public static let relativeBase = 1_000_000

    public func resolved(anchorLine: Int) -> Fixture.EditSpec {
        func fix(_ l: Int) -> Int { abs(l - Self.relativeBase) < 100_000 ? anchorLine + (l - Self.relativeBase) : l }
        var e = self
        e.startLine = fix(startLine)
        e.endLine = fix(endLine)
        return e
    }
}

/// Line/column helpers over a file's text (1-based, UTF-8 columns).
extension SourceText {
    public func editSpec(_ e: TextEdit) -> Fixture.EditSpec {
        let a = lineColumn(of: e.range.lowerBound), b = lineColumn(of: e.range.upperBound)
        return Fixture.EditSpec(startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column,
                                text: e.newText)
    }
}

/// Declarations as a comparable list: (depth, kind, name), to check that a
/// fix-it loses or invents no declaration (`var` and `let` count as one
/// kind: ``Replace `var` with `let` `` keeps the property).
public func declShape(_ file: ParsedFile) -> [String] {
    var out: [String] = []
    func walk(_ decls: [Decl], _ depth: Int) {
        for d in decls {
            let kind = d.kind == .let ? DeclKind.var : d.kind
            out.append("\(depth) \(kind.rawValue) \(d.name)")
            walk(d.members ?? [], depth + 1)
        }
    }
    walk(file.outline.decls, 0)
    return out
}
