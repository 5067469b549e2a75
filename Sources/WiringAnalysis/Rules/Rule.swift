/// The rule catalogue: what `wiring rules` lists, what `wiring explain`
/// prints, what the language server links to, and what the tests run.
///
/// Each rule is one small type (`Rule`) holding its metadata (`RuleInfo`)
/// and its check. Rules of a library read that library's model of the
/// workspace, so a rule is a filter over facts plus the wording and fix-its
/// of its findings. The catalogue is every registered library's rules
/// (`RuleCatalog`).

/// Public description of one rule.
public struct RuleInfo: Sendable, Hashable {
    /// `library/name`: the library's id, then the rule's name.
    public var id: String
    /// The name of the library the rule belongs to.
    public var library: String
    public var defaultSeverity: Severity
    /// `parity` rules say what the library's macro will say; `wiring` rules
    /// find what nothing reports before run time.
    public var kind: Kind
    /// One line for `wiring rules`.
    public var summary: String
    /// What it checks, why it matters, what to do: paragraphs separated by a
    /// blank line.
    public var details: String
    /// Titles of the fix-its the rule can offer.
    public var fixTitles: [String]
    /// Code that makes the rule report at least one finding.
    public var triggeringExamples: [String]
    /// Code on which the rule reports nothing.
    public var nonTriggeringExamples: [String]
    /// For a parity rule, who reports it besides Wiring (the rules' index);
    /// nil: the library's macro, at compile time.
    public var reportedBy: String?

    public enum Kind: String, Sendable, Hashable, Codable {
        case parity, wiring
    }

    public init(id: String, library: String, defaultSeverity: Severity, kind: Kind, summary: String,
                details: String, fixTitles: [String] = [], triggeringExamples: [String],
                nonTriggeringExamples: [String], reportedBy: String? = nil) {
        self.id = id
        self.library = library
        self.defaultSeverity = defaultSeverity
        self.kind = kind
        self.summary = summary
        self.details = details
        self.fixTitles = fixTitles
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.reportedBy = reportedBy
    }

    /// Who reports the rule's findings besides Wiring, for the rules' index.
    public var reporter: String {
        guard kind == .parity else { return "Wiring only" }
        return reportedBy ?? "the macro, at compile time"
    }

    /// Where the rule's page lives in the repository (`codeDescription`
    /// links are this path under the repository's URL).
    public var documentationPath: String { "docs/rules/\(id).md" }

    /// The page `wiring explain` prints: plain text with fenced examples.
    public var documentation: String {
        var out = "\(id)\n"
        out += String(repeating: "=", count: id.count) + "\n\n"
        out += "Library: \(library)    Default severity: \(defaultSeverity.rawValue)    "
        out += kind == .parity ? "Kind: parity (the library reports this when the project builds)\n\n"
                               : "Kind: wiring (found before run time)\n\n"
        out += summary + "\n\n"
        out += details.trimmingTrailingNewlines() + "\n"
        if !fixTitles.isEmpty {
            out += "\nFix-its:\n"
            for t in fixTitles { out += "  - \(t)\n" }
        }
        if !triggeringExamples.isEmpty {
            out += "\nTriggers on:\n"
            for e in triggeringExamples { out += "\n```swift\n\(e.trimmingTrailingNewlines())\n```\n" }
        }
        if !nonTriggeringExamples.isEmpty {
            out += "\nDoes not trigger on:\n"
            for e in nonTriggeringExamples { out += "\n```swift\n\(e.trimmingTrailingNewlines())\n```\n" }
        }
        out += "\nSuppress with `// wiring:disable-next-line \(id)`, or set `\"\(id)\": \"off\"` under `rules` in .wiring.json.\n"
        return out
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var s = Substring(self)
        while let l = s.last, l == "\n" || l == " " { s = s.dropLast() }
        return String(s)
    }
}

/// One rule: its metadata. Each library refines it with the check over
/// its own model.
public protocol Rule: Sendable {
    var info: RuleInfo { get }
}

extension Rule {
    public var id: String { info.id }

    public func finding(_ message: String, at anchor: Anchor, severity: Severity? = nil,
                        related: [RelatedFinding] = [], fixes: [FixRecipe] = []) -> Finding {
        Finding(rule: info.id, severity: severity ?? info.defaultSeverity, message: message, anchor: anchor,
                related: related, fixes: fixes)
    }
}

/// Every rule of a set of libraries, in registry order and each library's
/// own order: `wiring rules`, `wiring explain`, the rules' pages and the
/// rule ids a configuration may name.
public struct RuleCatalog: Sendable {
    public let all: [RuleInfo]
    private let byID: [String: RuleInfo]

    public init(_ libraries: [any Library]) {
        all = libraries.flatMap(\.rules) + RuleCatalog.coreRules
        var d: [String: RuleInfo] = [:]
        for r in all { d[r.id] = r }
        byID = d
    }

    /// The core's own rules, after every library's.
    public static let coreRules = ModuleRules.all + SuppressionRules.all

    /// A rule by id (exact), or nil.
    public func rule(id: String) -> RuleInfo? { byID[id] }

    /// Every rule of one library, by the library's name (any case).
    public func rules(library: String) -> [RuleInfo] {
        all.filter { $0.library.lowercased() == library.lowercased() }
    }

    /// "did you mean …" for an unknown rule id: also compared without its
    /// library's prefix, so `name` finds `library/name`.
    public func suggestion(for id: String) -> String {
        Spelling.suggestion(for: id, among: all.map(\.id), tails: true, listing: "`wiring rules` lists every rule")
    }

    /// `docs/rules/README.md`: every rule by library, linked to its page
    /// (written by `wiring rule-docs` beside the pages).
    public var indexPage: String {
        var out = "# Rules\n\n"
        out += "Every rule Wiring checks, by library. `wiring rules` lists them in a terminal and "
        out += "`wiring explain RULE-ID` prints one page; diagnostics link to these pages. "
        out += "This file and the pages are written by `wiring rule-docs docs/rules`, and a test "
        out += "checks that they are current.\n\n"
        out += "The third column says who else reports a finding: *the macro* means the library's "
        out += "macro stops the compiler with the same message, a build tool's name means that it "
        out += "stops the build (with no file or line), *Wiring only* means that nothing "
        out += "reports it before the app runs. Severities are the defaults; "
        out += "[configuration](../configuration.md) changes them or turns a rule off.\n"
        var libraries: [String] = []
        for r in all where !libraries.contains(r.library) { libraries.append(r.library) }
        for library in libraries {
            let rules = all.filter { $0.library == library }
            out += "\n## \(library) (\(rules.count) rules)\n\n"
            out += "| rule | severity | also reported by | what it finds |\n|---|---|---|---|\n"
            for r in rules {
                let summary = r.summary.replacingAll("|", with: "\\|")
                out += "| [`\(r.id)`](\(r.id).md) | \(r.defaultSeverity.rawValue) | \(r.reporter) | \(summary) |\n"
            }
        }
        return out
    }

    /// `wiring rules`: one line per rule, `id  severity  summary`.
    public var listing: String {
        let width = all.map { $0.id.count }.max() ?? 0
        return all.map { r in
            r.id.padded(to: width + 2) + r.defaultSeverity.rawValue.padded(to: 13) + r.summary
        }.joined(separator: "\n") + "\n"
    }
}
