import WiringSyntax

/// A file's anchors and the text its current facts were made from: what
/// localization reads of it (a class: a lookup hands out one reference).
final class LocatedFile {
    let map: AnchorMap
    let text: SourceText

    init(map: AnchorMap, text: SourceText) {
        self.map = map
        self.text = text
    }
}

/// One file's output to localize: its findings and summaries in unit
/// order, and the files they point into (sorted, unique).
struct LocalizationInput {
    let path: String
    /// Whether the file has suppression comments (superfluous ones are reported).
    let commented: Bool
    var findings: [Finding] = []
    var summaries: [(library: String, finding: SummaryFinding)] = []
    var refs: [String] = []

    init(path: String, commented: Bool) {
        self.path = path
        self.commented = commented
    }
}

/// What a client is shown of one file, and the lines and UTF-16 columns of
/// every range in it (the client's view changes when these do, even with
/// every byte offset kept).
struct LocalizationOutput {
    var diagnostics: [Diagnostic]
    var summaries: [Summary]
    var diagnosticPositions: [Int32]
    var summaryPositions: [Int32]
}

/// Findings → diagnostics: byte ranges from the current anchors, text
/// edits from the current text, then configuration (rule off, severity,
/// excluded paths) and suppression comments, in a stable order. It reads
/// only its table of files, so files are localized side by side.
struct Localizer {
    /// The files localization may read, by path (absent: unavailable).
    let located: [String: LocatedFile]
    let configuration: Configuration
    /// The ids suppression comments may name.
    let knownIDs: SuppressionRules.KnownIDs
    /// The files one input reads (its own and those it points into), found
    /// by comparing paths before hashing them: a finding's notes ask for
    /// the same few files again and again, and a path is long to hash.
    private var near: [(path: String, file: LocatedFile)] = []
    private static let nearLimit = 16

    init(located: [String: LocatedFile], configuration: Configuration, knownIDs: SuppressionRules.KnownIDs) {
        self.located = located
        self.configuration = configuration
        self.knownIDs = knownIDs
    }

    func file(_ path: String) -> LocatedFile? {
        for n in near where n.path == path { return n.file }
        return located[path]
    }

    func range(_ a: Anchor) -> Range<Int>? { place(a)?.range }

    /// An anchor's range and the text it is in.
    func place(_ a: Anchor) -> (range: Range<Int>, text: SourceText)? {
        guard let f = file(a.file), let r = f.map.range(a.decl, a.role, text: f.text) else { return nil }
        return (r, f.text)
    }

    /// Everything shown of one file.
    func localize(_ input: LocalizationInput) -> LocalizationOutput {
        // a scan beats hashing for a few files, not for a file whose notes point into hundreds
        guard input.refs.count < Localizer.nearLimit else { return localizeReading(input) }
        var reading = self
        reading.near = []
        reading.near.reserveCapacity(input.refs.count + 1)
        if let f = located[input.path] { reading.near.append((input.path, f)) }
        for p in input.refs where p != input.path { if let f = located[p] { reading.near.append((p, f)) } }
        return reading.localizeReading(input)
    }

    private func localizeReading(_ input: LocalizationInput) -> LocalizationOutput {
        let diagnostics = input.findings.isEmpty && !input.commented ? [] : self.diagnostics(path: input.path, findings: input.findings)
        var shown = input.summaries.compactMap { summary($0.finding, library: $0.library) }
        shown.sort { ($0.range.lowerBound, $0.subject, $0.library) < ($1.range.lowerBound, $1.subject, $1.library) }
        return LocalizationOutput(diagnostics: diagnostics, summaries: shown,
                                  diagnosticPositions: positions(diagnostics, []), summaryPositions: positions([], shown))
    }

    func positions(_ diagnostics: [Diagnostic], _ summaries: [Summary]) -> [Int32] {
        var out: [Int32] = []
        func add(_ path: String, _ r: Range<Int>) {
            guard let t = file(path)?.text else { return }
            for o in [r.lowerBound, r.upperBound] {
                let p = t.utf16Position(of: o)
                out.append(Int32(truncatingIfNeeded: p.line))
                out.append(Int32(truncatingIfNeeded: p.character))
            }
        }
        for d in diagnostics {
            // a diagnostic's own ranges and its notes' carry their positions
            // (`Diagnostic.positions`): what is compared here is its fixes'
            if !d.carriesPositions {
                add(d.file, d.range)
                for r in d.related { add(r.file, r.range) }
            }
            for f in d.fixes { for e in f.edits { add(e.file, e.range) } }
        }
        for s in summaries {
            add(s.file, s.range)
            for m in s.members { add(m.file, m.range) }
        }
        return out
    }

    /// The diagnostics of one file, from its findings (anchored in it).
    func diagnostics(path: String, findings: [Finding]) -> [Diagnostic] {
        if !configuration.excludes.isEmpty && configuration.isExcluded(path) { return [] }
        guard let here = file(path) else { return [] }
        var out: [Diagnostic] = []
        out.reserveCapacity(findings.count)
        // which suppression comments (and ids in them) silenced something
        var used: Set<Suppressions.Use> = []
        for f in findings {
            guard let severity = configuration.severity(for: f.rule, default: f.severity) else { continue }  // "off"
            guard let d = diagnostic(f, severity: severity, here: here) else { continue }
            if suppressed(d, here, used: &used) { continue }
            out.append(d)
        }
        let s = here.map.anchors.suppressions
        if !s.isEmpty {
            // what is said about a comment is silenced only by another comment naming the rule
            // (a bare `wiring:disable-line` would silence what is said about itself)
            for (k, d) in SuppressionRules.findings(s, used: used, path: path, text: here.text, known: knownIDs,
                                                     configuration: configuration) {
                let line = here.text.line(of: d.range.lowerBound)
                if s.uses(rule: d.rule, line: line).contains(where: { $0.directive != k && $0.id != nil }) { continue }
                out.append(d)
            }
        }
        out.sort(by: Localizer.order)
        var unique: [Diagnostic] = []
        unique.reserveCapacity(out.count)
        for d in out where unique.last != d { unique.append(d) }
        return unique
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.message != b.message { return a.message < b.message }
        return a.range.upperBound < b.range.upperBound
    }

    private func diagnostic(_ f: Finding, severity: Severity, here: LocatedFile) -> Diagnostic? {
        guard let r = here.map.range(f.anchor.decl, f.anchor.role, text: here.text) else { return nil }
        var related: [RelatedInformation] = []
        // the positions a language server shows, made here once (each note
        // of hundreds of diagnostics converted again at every publish, else)
        var positions: [Int32] = []
        positions.reserveCapacity(4 * (1 + f.related.count))
        func add(_ r: Range<Int>, in text: SourceText) {
            for o in [r.lowerBound, r.upperBound] {
                let p = text.utf16Position(of: o)
                positions.append(Int32(truncatingIfNeeded: p.line))
                positions.append(Int32(truncatingIfNeeded: p.character))
            }
        }
        add(r, in: here.text)
        for rel in f.related {
            guard let (rr, text) = place(rel.anchor) else { continue }
            related.append(RelatedInformation(file: rel.anchor.file, range: rr, message: rel.message))
            add(rr, in: text)
        }
        var fixes: [Fix] = []
        // a fix whose anchors the file does not have (a declaration without
        // parameter clause, say) is not offered
        for fix in f.fixes {
            var edits: [TextEdit] = []
            var complete = true
            for e in fix.edits {
                guard let made = edit(e) else { complete = false; break }
                edits += made
            }
            if complete { fixes.append(Fix(title: fix.title, isPreferred: fix.isPreferred, edits: edits)) }
        }
        var d = Diagnostic(rule: f.rule, severity: severity, message: f.message, file: f.anchor.file, range: r,
                           related: related, fixes: fixes,
                           fingerprint: Diagnostic.fingerprint(rule: f.rule, decl: f.anchor.decl.value, message: f.message))
        d.positions = positions
        return d
    }

    private func edit(_ e: EditRecipe) -> [TextEdit]? {
        let a = e.anchor
        guard let located = file(a.file), let r = located.map.range(a.decl, a.role, text: located.text) else { return nil }
        let map = located.map, text = located.text
        let t = FileText(path: a.file, source: text)
        switch e {
        case .insertAfter(_, let s):
            return [TextEdit(file: a.file, range: r.upperBound..<r.upperBound, newText: s)]
        case .replace(_, let s):
            return [TextEdit(file: a.file, range: r, newText: s)]
        case .delete:
            return [t.deletion(of: r)]
        case .insertLine(_, let s):
            return [t.insertionOfLine(s, at: r.lowerBound)]
        case .insertFirstStatement(_, let statement, let returnsValue):
            guard let body = map.range(a.decl, .body) else { return nil }
            return t.insertionsOfFirstStatement(statement, body: body, declStart: r.lowerBound, returnsValue: returnsValue)
        case .insertBefore(_, let s):
            return [TextEdit(file: a.file, range: r.lowerBound..<r.lowerBound, newText: s)]
        case .replaceSpan(_, let afterFrom, let through, let s):
            guard through.file == a.file, let end = map.range(through.decl, through.role) else { return nil }
            let start = afterFrom ? r.upperBound : r.lowerBound
            guard start <= end.upperBound else { return nil }
            return [TextEdit(file: a.file, range: start..<end.upperBound, newText: s)]
        case .insertFirstMember(_, let lines):
            guard let body = map.range(a.decl, .body) else { return nil }
            return [t.insertionAtTop(of: body, declStart: r.lowerBound, lines: lines)]
        case .insertLastMember(_, let lines):
            // a library's own `{ … }` (a builder closure), or the declaration's body
            if case .extracted = a.role { return [t.insertionAtBottom(of: r, declStart: r.lowerBound, lines: lines)] }
            guard let body = map.range(a.decl, .body) else { return nil }
            return [t.insertionAtBottom(of: body, declStart: r.lowerBound, lines: lines)]
        case .rewriteParameters(_, let items):
            var texts: [String] = []
            var firstExisting: Int? = nil
            for item in items {
                switch item {
                case .new(let s): texts.append(s)
                case .existing(let k):
                    guard let pr = map.range(a.decl, .parameter(k)) else { return nil }
                    if k == 0 { firstExisting = pr.lowerBound }
                    texts.append(text.text(pr))
                }
            }
            let first = firstExisting ?? map.range(a.decl, .parameter(0))?.lowerBound
            return [t.rewrittenParameterClause(r, firstParameter: first, texts)]
        case .insertAssignments(_, let labels):
            guard let body = map.range(a.decl, .body) else { return nil }
            return t.insertionsOfAssignments(labels, body: body, declStart: r.lowerBound)
        }
    }

    /// Suppression comments: on the finding's line, or above the
    /// declaration whose header (attributes through signature) holds it.
    /// Every comment that applies counts as used.
    private func suppressed(_ d: Diagnostic, _ here: LocatedFile, used: inout Set<Suppressions.Use>) -> Bool {
        let s = here.map.anchors.suppressions
        if s.isEmpty { return false }
        var uses = s.uses(rule: d.rule, line: here.text.line(of: d.range.lowerBound))
        if let start = headerStart(of: d.range.lowerBound, here.map) {
            uses += s.uses(rule: d.rule, line: here.text.line(of: start))
        }
        used.formUnion(uses)
        return !uses.isEmpty
    }

    /// The start of the innermost declaration whose header holds `offset`.
    private func headerStart(of offset: Int, _ map: AnchorMap) -> Int? {
        var candidates = map.facts.topLevel
        var found: Int? = nil
        while true {
            guard let i = candidates.first(where: { map.anchors.range(decl: $0, .declaration)?.contains(offset) ?? false })
            else { return found }
            let d = map.facts.decls[i]
            if let body = map.anchors.range(decl: i, .body), offset >= body.lowerBound {
                guard d.kind.isTypeLike else { return found }
                candidates = map.facts.members(of: i)
                continue
            }
            found = map.anchors.range(decl: i, .declaration)?.lowerBound
            return found
        }
    }

    /// A summary with the current anchors; nil when its subject is gone.
    func summary(_ c: SummaryFinding, library: String) -> Summary? {
        guard let r = range(c.anchor) else { return nil }
        let members = c.members.compactMap { m -> Summary.Member? in
            guard let mr = range(m.anchor) else { return nil }
            return Summary.Member(name: m.name, file: m.anchor.file, range: mr, values: m.values)
        }
        let references = c.references.compactMap { u -> Summary.Reference? in
            guard let f = file(u.anchor.file), let ur = f.map.range(u.anchor.decl, u.anchor.role, text: f.text) else {
                return nil
            }
            return Summary.Reference(file: u.anchor.file, line: f.text.line(of: ur.lowerBound) + 1, text: u.message)
        }
        return Summary(library: library, subject: c.subject, file: c.anchor.file, range: r, values: c.values,
                       members: members, references: references)
    }
}
