import WiringSyntax

/// Text-edit builders shared by the rules' fix-its. Every builder touches
/// whole tokens and whole blank runs only, so the result lexes as before
/// apart from the intended change, and keeps the file's line endings.
struct FileText {
    let path: String
    let source: SourceText
    var bytes: [UInt8] { source.bytes }

    /// The leading blanks of the line holding `offset`.
    func indentation(at offset: Int) -> String {
        let line = source.line(of: offset)
        let start = source.lineStart(line)
        var e = start
        while e < bytes.count && (bytes[e] == 32 || bytes[e] == 9) { e += 1 }
        return source.text(start..<e)
    }

    /// Whether only blanks precede `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        var j = offset - 1
        let start = source.lineStart(source.line(of: offset))
        while j >= start {
            if bytes[j] != 32 && bytes[j] != 9 { return false }
            j -= 1
        }
        return true
    }

    /// One indentation step, guessed from the file: a tab if the line of
    /// `offset` is indented with tabs, else four spaces.
    func indentUnit(near offset: Int) -> String {
        indentation(at: offset).hasPrefix("\t") ? "\t" : "    "
    }

    /// The line break the file uses (for inserted lines).
    var newline: String {
        if let i = bytes.firstIndex(of: 10) { return i > 0 && bytes[i - 1] == 13 ? "\r\n" : "\n" }
        return bytes.contains(13) ? "\r" : "\n"
    }

    /// Deletes `range` (a token or a run of tokens) with the blanks after
    /// it; when that leaves its line blank, deletes the whole line; when it
    /// ends the line, also the blanks before it.
    func deletion(of range: Range<Int>) -> TextEdit {
        var end = range.upperBound
        while end < bytes.count && (bytes[end] == 32 || bytes[end] == 9) { end += 1 }
        let line = source.line(of: range.lowerBound)
        let lineEnd = source.lineContentEnd(source.line(of: max(range.lowerBound, range.upperBound - 1)))
        let endsLine = end >= lineEnd
        if endsLine && startsLine(range.lowerBound) {
            // the line becomes blank: remove it with its line break
            let lastLine = source.line(of: max(range.lowerBound, range.upperBound - 1))
            let from = source.lineStart(line)
            let to = lastLine + 1 < source.lineStarts.count ? source.lineStart(lastLine + 1) : bytes.count
            if to == bytes.count && from > 0 {
                // last line without a break after it: take the break before
                var f = from - 1
                if f > 0 && bytes[f] == 10 && bytes[f - 1] == 13 { f -= 1 }
                return TextEdit(file: path, range: f..<to, newText: "")
            }
            return TextEdit(file: path, range: from..<to, newText: "")
        }
        var start = range.lowerBound
        if endsLine {
            while start > 0 && (bytes[start - 1] == 32 || bytes[start - 1] == 9) { start -= 1 }
        }
        return TextEdit(file: path, range: start..<end, newText: "")
    }

    /// Inserts `text` (an attribute) on its own line before a declaration
    /// starting at `at` (its first attribute or modifier), with its
    /// indentation; inline when the declaration does not start its line.
    func insertionOfLine(_ text: String, at: Int) -> TextEdit {
        if startsLine(at) {
            return TextEdit(file: path, range: at..<at, newText: text + newline + indentation(at: at))
        }
        return TextEdit(file: path, range: at..<at, newText: text + " ")
    }

    /// Inserts `statement` as the first statement of `body` (`{ … }`), on
    /// its own line, indented one step inside the declaration at `declStart`.
    /// When the body is a single expression whose value is returned
    /// implicitly (`returnsValue`), `return ` goes before it: a second
    /// statement would end the implicit return.
    func insertionsOfFirstStatement(_ statement: String, body: Range<Int>, declStart: Int,
                                    returnsValue: Bool) -> [TextEdit] {
        let open = body.lowerBound
        // a block cut short while typing (`{` at the end of the file) has no `}`
        let close = max(body.upperBound - 1, open + 1)
        let outer = indentation(at: declStart)
        let nl = newline
        guard let first = firstToken(from: open + 1, limit: body.upperBound), Int(first.start) < close else {
            let inner = outer + indentUnit(near: declStart)
            var onlyBlanks = true
            for k in (open + 1)..<close where !(bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13) {
                onlyBlanks = false
            }
            if onlyBlanks {
                // `{}` / `{ }` / `{\n}`
                return [TextEdit(file: path, range: (open + 1)..<close, newText: nl + inner + statement + nl + outer)]
            }
            // only comments inside: after them, on a line of its own before `}`
            if startsLine(close) {
                let at = source.lineStart(source.line(of: close))
                return [TextEdit(file: path, range: at..<at, newText: inner + statement + nl)]
            }
            return [TextEdit(file: path, range: close..<close, newText: nl + inner + statement + nl + outer)]
        }
        let firstStart = Int(first.start)
        let addReturn = returnsValue && isSingleExpression(body: body, first: first)
        let openLine = source.line(of: open)
        let firstLine = source.line(of: firstStart)
        if firstLine > openLine {
            // the statements start on a later line: a line before them
            let at = source.lineStart(firstLine)
            var edits = [TextEdit(file: path, range: at..<at, newText: indentation(at: firstStart) + statement + nl)]
            if addReturn { edits.append(TextEdit(file: path, range: firstStart..<firstStart, newText: "return ")) }
            return edits
        }
        // `{ stmt … }` on one line: break it after `{`
        var e = open + 1
        while e < firstStart && (bytes[e] == 32 || bytes[e] == 9) { e += 1 }
        let inner = outer + indentUnit(near: declStart)
        var edits = [TextEdit(file: path, range: (open + 1)..<e, newText: nl + inner + statement + nl + inner)]
        if addReturn {
            if e == firstStart {
                edits[0].newText += "return "
            } else {
                edits.append(TextEdit(file: path, range: firstStart..<firstStart, newText: "return "))
            }
        }
        // and before `}` when it is on that line too, so that it closes at the
        // declaration's indentation
        if source.line(of: close) == openLine {
            var b = close
            while b > firstStart && (bytes[b - 1] == 32 || bytes[b - 1] == 9) { b -= 1 }
            edits.append(TextEdit(file: path, range: b..<close, newText: nl + outer))
        }
        return edits
    }

    /// Whether a body holds exactly one statement and it is an expression
    /// (not `return`, a declaration or a statement keyword): the body whose
    /// value Swift returns implicitly.
    func isSingleExpression(body: Range<Int>, first: Token) -> Bool {
        if first.kind == .identifier && !first.isBackticked {
            switch first.keyword {
            case .return, .let, .var, .guard, .for, .while, .repeat, .do, .throw, .defer, .func, .struct, .class,
                 .enum, .actor, .typealias:
                return false
            default:
                break
            }
        }
        if first.kind == .pound { return false }
        let toks = tokens(from: Int(first.start), limit: body.upperBound - 1, max: 100_000)
        var depth = 0
        var previous: Token? = nil
        for t in toks {
            switch t.kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace: depth -= 1
            case .semicolon where depth == 0: return false
            default: break
            }
            // a new line at depth 0 starts another statement unless either
            // side binds it to the previous line
            if depth == 0, t.hasNewlineBefore, let p = previous {
                let continues = t.kind == .period || t.kind == .operator || t.kind == .arrow || t.kind == .question
                    || t.kind == .rparen || t.kind == .rbracket || t.kind == .rbrace || t.kind == .lbrace
                    || p.kind == .operator || p.kind == .period || p.kind == .comma || p.kind == .equal
                    || p.kind == .colon || p.kind == .arrow || p.kind == .lparen || p.kind == .lbracket
                    || p.kind == .question || p.kind == .ampersand
                    || (p.kind == .identifier && (p.keyword == .try || p.keyword == .await || p.keyword == .in))
                    || (t.kind == .identifier && !t.isBackticked && (t.keyword == .else || t.keyword == .catch))
                if !continues { return false }
            }
            previous = t
        }
        return true
    }

    func firstToken(from offset: Int, limit: Int) -> Token? { source.firstToken(from: offset, limit: limit) }

    func tokens(from offset: Int, limit: Int, max: Int) -> [Token] { source.tokens(from: offset, limit: limit, max: max) }
}

/// Applies non-overlapping edits of one file to its text (used by tests and
/// by `wiring check --fix`). Overlapping edits after the first are skipped.
public enum EditApplier {
    public static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        let sorted = edits.enumerated().sorted {
            $0.element.range.lowerBound != $1.element.range.lowerBound
                ? $0.element.range.lowerBound < $1.element.range.lowerBound : $0.offset < $1.offset
        }.map { $0.element }
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 64)
        var pos = 0
        for e in sorted {
            let lo = Swift.max(0, Swift.min(e.range.lowerBound, text.count))
            let hi = Swift.max(lo, Swift.min(e.range.upperBound, text.count))
            if lo < pos { continue }  // overlaps an applied edit
            out.append(contentsOf: text[pos..<lo])
            out.append(contentsOf: Array(e.newText.utf8))
            pos = hi
        }
        out.append(contentsOf: text[pos...])
        return out
    }

    /// A finding's safe fix: its preferred one, when it edits anything (a
    /// fix that is not preferred — a guess, a stub to fill in — is never
    /// applied unasked).
    public static func safeFix(of d: Diagnostic) -> Fix? {
        guard let fix = d.fixes.first(where: \.isPreferred), !fix.edits.isEmpty else { return nil }
        return fix
    }

    /// Findings in the order their fixes are taken: by file, then position.
    public static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.file, $0.range.lowerBound, $0.range.upperBound, $0.rule) < ($1.file, $1.range.lowerBound, $1.range.upperBound, $1.rule)
        }
    }

    /// The safe fixes of a set of findings, as the server's
    /// `source.fixAll.wiring` and the fixture tests apply them: each
    /// finding's `safeFix`, in source order, skipping a fix whose edits
    /// would overlap one already taken and a fix taken already (the same
    /// fix reported twice). Returns how many fixes were taken. (`wiring
    /// check --fix` takes them one per file at a time, analysing between.)
    public static func safeFixes(_ diagnostics: [Diagnostic]) -> (count: Int, edits: [TextEdit]) {
        var taken: [TextEdit] = []
        var count = 0
        for d in inSourceOrder(diagnostics) {
            guard let fix = safeFix(of: d) else { continue }
            if fix.edits.allSatisfy({ taken.contains($0) }) { continue }
            if fix.edits.contains(where: { e in taken.contains { overlaps($0, e) } }) { continue }
            taken += fix.edits
            count += 1
        }
        return (count, taken)
    }

    /// Whether two edits touch overlapping text (two insertions at one point
    /// count as overlapping: their order would be ambiguous).
    public static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        guard a.file == b.file else { return false }
        if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
        return a.range.lowerBound < b.range.upperBound && b.range.lowerBound < a.range.upperBound
            || a.range.isEmpty && b.range.contains(a.range.lowerBound) && a.range.lowerBound != b.range.lowerBound
            || b.range.isEmpty && a.range.contains(b.range.lowerBound) && b.range.lowerBound != a.range.lowerBound
    }
}
