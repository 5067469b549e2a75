import WiringSyntax

/// Suppression comments that keep themselves honest: one that silences
/// nothing, and a rule id that does not exist. Checked where suppressions
/// are applied (`Localizer`), since only there is it known what each one
/// silenced.
public enum SuppressionRules {
    public static let superfluousDisable = RuleInfo(
        id: "wiring/superfluous-disable", library: "Wiring", defaultSeverity: .warning, kind: .wiring,
        summary: "A wiring:disable comment, or a rule id in it, that silences nothing",
        details: """
        A suppression comment outlives the finding it was written for: the code was fixed, the finding \
        moved, or the rule id names a rule that does not report there. Left in place, it hides the next \
        finding of that rule without anyone deciding so. Wiring reports each comment that silenced \
        nothing in this check, or each rule id in it that did, and a comment whose kind is not one of \
        `disable-next-line`, `disable-line` and `disable-file`.

        A rule id of a rule the configuration turns off is not reported (the rule cannot report \
        anything), nor is an id Wiring does not know (`wiring/unknown-rule-in-disable` reports it).
        """,
        fixTitles: ["Remove the suppression comment", "Remove '<id>' from the suppression", "Change to 'wiring:disable-<kind>'"],
        triggeringExamples: ["""
        // wiring:disable-next-line wiring/unreadable-manifest -- nothing is reported on the next line
        let retries = 3
        """],
        nonTriggeringExamples: ["""
        // a comment that silences this rule's finding about the next one
        // wiring:disable-next-line wiring/superfluous-disable
        let retries = 3 // wiring:disable-line
        """])

    public static let unknownRuleInDisable = RuleInfo(
        id: "wiring/unknown-rule-in-disable", library: "Wiring", defaultSeverity: .warning, kind: .wiring,
        summary: "A wiring:disable comment names a rule that does not exist",
        details: """
        A misspelt rule id silences nothing, so the finding it was meant for is still reported — or, \
        worse, the comment was written ahead of a finding that it will never silence. Wiring reports the \
        id and offers the closest rule id (or library id: a library's id alone silences each of its rules). \
        `wiring rules` lists every id.
        """,
        fixTitles: ["Change to '<closest id>'", "Remove '<id>' from the suppression"],
        triggeringExamples: ["""
        // wiring:disable-next-line wiring/superfluous-disables
        let retries = 3 // wiring:disable-line
        """],
        nonTriggeringExamples: ["""
        // wiring:disable-next-line wiring/superfluous-disable
        let retries = 3 // wiring:disable-line
        """])

    public static let all = [superfluousDisable, unknownRuleInDisable]

    /// The ids of these rules: a suppression of them is never superfluous
    /// (what they report is found after suppressions are applied).
    static func isOwn(_ id: String) -> Bool { id == "wiring" || all.contains { $0.id == id } }

    /// What a suppression comment may name: rule ids and library ids.
    public struct KnownIDs: Sendable {
        let rules: Set<String>
        let libraries: Set<String>
        /// Rule ids then library ids, sorted: the candidates of "did you mean".
        let candidates: [String]

        public init(rules: [String], libraries: [String]) {
            self.rules = Set(rules)
            self.libraries = Set(libraries)
            candidates = rules.sorted() + libraries.sorted()
        }

        func knows(_ id: String) -> Bool { rules.contains(id) || libraries.contains(id) }
    }

    /// The findings about one file's suppression comments, given which of
    /// them (and which ids) silenced something; each with the comment it is about.
    static func findings(_ s: Suppressions, used: Set<Suppressions.Use>, path: String, text: SourceText,
                         known: KnownIDs, configuration: Configuration) -> [(directive: Int, diagnostic: Diagnostic)] {
        let file = FileText(path: path, source: text)
        var out: [(directive: Int, diagnostic: Diagnostic)] = []
        /// Whether the configuration turns off the rule(s) an id names.
        func isOff(_ id: String) -> Bool {
            configuration.severities.contains { entry in entry.value == nil && Suppressions.names(id, rule: entry.key) }
        }
        for (k, d) in s.directives.enumerated() {
            /// A finding about this comment; its fingerprint is the text it covers.
            func make(_ rule: RuleInfo, _ message: String, _ range: Range<Int>, _ fixes: [Fix]) {
                guard let severity = configuration.severity(for: rule.id, default: rule.defaultSeverity) else { return }
                var h = StableHasher()
                h.combine(String(decoding: text.bytes[range], as: UTF8.self))
                out.append((k, Diagnostic(rule: rule.id, severity: severity, message: message, file: path, range: range,
                                          fixes: fixes, fingerprint: Diagnostic.fingerprint(rule: rule.id, decl: h.value, message: message))))
            }
            let comment = d.range.lowerBound..<text.lineContentEnd(d.line)
            let removeComment = Fix(title: "Remove the suppression comment", edits: [file.deletion(of: comment)])
            let shown = Suppressions.prefix + d.kind
            let place: String
            switch d.scope {
            case .nextLine: place = "on the next line"
            case .line: place = "on this line"
            case .file: place = "in this file"
            case .unknown:
                let kinds = ["next-line", "line", "file"]
                let closest = Spelling.closest(to: d.kind, among: kinds)?.0 ?? "next-line"
                // `wiring:disable-` is just before the kind
                let keyword = (d.kindRange.lowerBound - Suppressions.prefix.utf8.count)..<d.kindRange.upperBound
                make(superfluousDisable,
                     "'\(shown)' is not a suppression (they are wiring:disable-next-line, wiring:disable-line and "
                     + "wiring:disable-file): it silences nothing",
                     d.range, [Fix(title: "Change to 'wiring:disable-\(closest)'",
                                   edits: [TextEdit(file: path, range: keyword, newText: Suppressions.prefix + closest)]),
                               removeComment])
                continue
            }
            if d.ids.isEmpty {
                if !used.contains(Suppressions.Use(directive: k, id: nil)) {
                    make(superfluousDisable, "'\(shown)' silences nothing: no finding \(place); remove it", d.range,
                         [Fix(title: removeComment.title, isPreferred: true, edits: removeComment.edits)])
                }
                continue
            }
            // ids Wiring does not know
            var unknown: Set<Int> = []
            for (i, id) in d.ids.enumerated() where !known.knows(id.name) {
                unknown.insert(i)
                let removal = Fix(title: "Remove '\(id.name)' from the suppression", edits: [removal(of: i, in: d, file: file)])
                if let (best, distance) = Spelling.closest(to: id.name, among: known.candidates, tails: true),
                   distance <= max(2, id.name.unicodeScalars.count / 3) {
                    make(unknownRuleInDisable, "Unknown rule '\(id.name)': it silences nothing; did you mean '\(best)'?", id.range,
                         [Fix(title: "Change to '\(best)'",
                              edits: [TextEdit(file: path, range: id.range, newText: best)]), removal])
                } else {
                    make(unknownRuleInDisable, "Unknown rule '\(id.name)': it silences nothing (`wiring rules` lists every rule id)",
                         id.range, d.ids.count == 1 ? [removeComment] : [removal])
                }
            }
            let idle = d.ids.indices.filter { i in
                !unknown.contains(i) && !used.contains(Suppressions.Use(directive: k, id: i))
                    && !isOff(d.ids[i].name) && !SuppressionRules.isOwn(d.ids[i].name)
            }
            if idle.isEmpty { continue }
            if idle.count == d.ids.count {
                let names = d.ids.map { "'\($0.name)'" }.joined(separator: ", ")
                make(superfluousDisable, "'\(shown)' silences nothing: no finding of \(names) \(place); remove it", d.range,
                     [Fix(title: removeComment.title, isPreferred: true, edits: removeComment.edits)])
            } else {
                for i in idle {
                    let id = d.ids[i]
                    make(superfluousDisable, "'\(id.name)' in this suppression silences nothing: no finding of it \(place)", id.range,
                         [Fix(title: "Remove '\(id.name)' from the suppression", isPreferred: true,
                              edits: [removal(of: i, in: d, file: file)])])
                }
            }
        }
        return out
    }

    /// Removes one id of several with its separator: up to the next id, or
    /// from the previous one for the last.
    static func removal(of i: Int, in d: Suppressions.Directive, file: FileText) -> TextEdit {
        let range = i + 1 < d.ids.count ? d.ids[i].range.lowerBound..<d.ids[i + 1].range.lowerBound
            : i > 0 ? d.ids[i - 1].range.upperBound..<d.ids[i].range.upperBound
            : d.ids[i].range
        return TextEdit(file: file.path, range: range, newText: "")
    }
}
