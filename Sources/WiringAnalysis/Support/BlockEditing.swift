import WiringSyntax

/// Edits inside a `{ … }` block and a parameter clause, for fix-its that
/// add a member, statements or parameters. Like the other builders they
/// touch whole tokens and blank runs only, and keep the file's line breaks.
extension FileText {
    /// The indentation of what a block holds: that of its first token when
    /// it starts a later line, else one step inside the owner's line.
    func innerIndentation(of body: Range<Int>, declStart: Int) -> String {
        let open = body.lowerBound, close = body.upperBound - 1
        if let first = firstToken(from: open + 1, limit: body.upperBound), Int(first.start) < close,
           source.line(of: Int(first.start)) > source.line(of: open) {
            return indentation(at: Int(first.start))
        }
        return indentation(at: declStart) + indentUnit(near: declStart)
    }

    /// `lines` at the top of a block, each on its own line with the block's
    /// indentation (a leading tab in a line: one more step); a blank line
    /// separates them from what follows.
    func insertionAtTop(of body: Range<Int>, declStart: Int, lines: [String], blankLineAfter: Bool = true) -> TextEdit {
        let open = body.lowerBound
        // a block cut short while typing (`{` at the end of the file) has no `}`
        let close = max(body.upperBound - 1, open + 1)
        let nl = newline
        let gap = blankLineAfter ? nl + nl : nl
        let inner = innerIndentation(of: body, declStart: declStart)
        let unit = indentUnit(near: declStart)
        let block = lines.map { line -> String in
            if line.isEmpty { return "" }
            var level = 0
            var rest = Substring(line)
            while rest.first == "\t" { level += 1; rest = rest.dropFirst() }
            return inner + String(repeating: unit, count: level) + rest
        }.joined(separator: nl)
        guard let first = firstToken(from: open + 1, limit: body.upperBound), Int(first.start) < close else {
            var onlyBlanks = true
            for k in (open + 1)..<max(open + 1, close) where !(bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13) {
                onlyBlanks = false
            }
            if onlyBlanks {
                return TextEdit(file: path, range: (open + 1)..<close, newText: nl + block + nl + indentation(at: declStart))
            }
            return TextEdit(file: path, range: (open + 1)..<(open + 1), newText: nl + block)
        }
        let firstStart = Int(first.start)
        if source.line(of: firstStart) > source.line(of: open) {
            let at = source.lineStart(source.line(of: firstStart))
            return TextEdit(file: path, range: at..<at, newText: block + gap)
        }
        // `{ member … }` on one line: break it after `{`
        var e = open + 1
        while e < firstStart && (bytes[e] == 32 || bytes[e] == 9) { e += 1 }
        return TextEdit(file: path, range: (open + 1)..<e, newText: nl + block + gap + inner)
    }

    /// `lines` at the end of a block, after a blank line, each on its own
    /// line with the block's indentation (a leading tab: one more step).
    func insertionAtBottom(of body: Range<Int>, declStart: Int, lines: [String]) -> TextEdit {
        let open = body.lowerBound
        let closed = body.count > 1 && bytes[body.upperBound - 1] == UInt8(ascii: "}")
        guard closed, firstToken(from: open + 1, limit: body.upperBound - 1) != nil else {
            return insertionAtTop(of: body, declStart: declStart, lines: lines, blankLineAfter: false)
        }
        let close = body.upperBound - 1
        let nl = newline
        let inner = innerIndentation(of: body, declStart: declStart)
        let unit = indentUnit(near: declStart)
        let block = lines.map { line -> String in
            if line.isEmpty { return "" }
            var level = 0
            var rest = Substring(line)
            while rest.first == "\t" { level += 1; rest = rest.dropFirst() }
            return inner + String(repeating: unit, count: level) + rest
        }.joined(separator: nl)
        if startsLine(close) {
            let at = source.lineStart(source.line(of: close))
            return TextEdit(file: path, range: at..<at, newText: nl + block + nl)
        }
        // `{ member }` on one line: the block goes on lines of its own before `}`
        return TextEdit(file: path, range: close..<close, newText: nl + nl + block + nl + indentation(at: declStart))
    }

    /// A parameter clause `( … )` rewritten as `texts`: on one line, or one
    /// parameter a line when the clause had its first parameter on a line of
    /// its own.
    func rewrittenParameterClause(_ clause: Range<Int>, firstParameter: Int?, _ texts: [String]) -> TextEdit {
        let close = clause.upperBound - 1
        if let first = firstParameter, source.line(of: first) > source.line(of: clause.lowerBound), !texts.isEmpty {
            let indent = indentation(at: first)
            let closing = startsLine(close) ? newline + indentation(at: close) : ""
            return TextEdit(file: path, range: clause,
                            newText: "(" + newline + indent + texts.joined(separator: "," + newline + indent) + closing + ")")
        }
        return TextEdit(file: path, range: clause, newText: "(" + texts.joined(separator: ", ") + ")")
    }

    /// `self.<label> = <label>` for each label the body does not assign
    /// (a statement starting `self.<label> =`): after the assignment of the
    /// nearest label before it that the body has, else at the top, in order.
    func insertionsOfAssignments(_ labels: [String], body: Range<Int>, declStart: Int) -> [TextEdit] {
        let open = body.lowerBound, close = body.upperBound - 1
        let toks = tokens(from: open + 1, limit: close, max: 100_000)
        // statements at the body's own level: where each starts
        var starts: [Int] = []
        var depth = 0
        var previous: Token? = nil
        for (k, t) in toks.enumerated() {
            if depth == 0 && (previous == nil || previous!.kind == .semicolon || t.hasNewlineBefore) {
                let continues = previous.map { p in
                    t.kind == .period || t.kind == .operator || t.kind == .equal || p.kind == .operator
                        || p.kind == .equal || p.kind == .comma || p.kind == .period
                } ?? false
                if !continues { starts.append(k) }
            }
            switch t.kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace: depth -= 1
            default: break
            }
            previous = t
        }
        // the end of each assignment statement, by label
        var assigned: [String: Int] = [:]
        for (n, s) in starts.enumerated() where s + 3 < toks.count {
            guard toks[s].kind == .identifier, toks[s].keyword == .`self`, toks[s + 1].kind == .period,
                  toks[s + 2].kind == .identifier, toks[s + 3].kind == .equal else { continue }
            let lastToken = n + 1 < starts.count ? starts[n + 1] - 1 : toks.count - 1
            let end = Int(toks[lastToken].end)
            assigned[source.text(toks[s + 2])] = end
        }
        let nl = newline
        let inner = innerIndentation(of: body, declStart: declStart)
        var top: [String] = []
        var after: [Int: [String]] = [:]
        var anchor: Int? = nil
        for label in labels {
            if let end = assigned[label] {
                anchor = end
                continue
            }
            let statement = "self.\(label) = \(label)"
            if let a = anchor { after[a, default: []].append(statement) } else { top.append(statement) }
        }
        var edits: [TextEdit] = []
        if !top.isEmpty {
            if let first = starts.first.map({ toks[$0] }), source.line(of: Int(first.start)) > source.line(of: open) {
                let at = source.lineStart(source.line(of: Int(first.start)))
                edits.append(TextEdit(file: path, range: at..<at, newText: top.map { inner + $0 + nl }.joined()))
            } else {
                edits.append(insertionAtTop(of: body, declStart: declStart, lines: top, blankLineAfter: false))
            }
        }
        for (end, statements) in after.sorted(by: { $0.key < $1.key }) {
            edits.append(TextEdit(file: path, range: end..<end, newText: statements.map { nl + inner + $0 }.joined()))
        }
        return edits
    }
}
