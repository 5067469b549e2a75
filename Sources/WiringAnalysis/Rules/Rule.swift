import Foundation

/// The rule catalogue: what `wiring rules` lists, what `wiring explain`
/// prints, what the language server links to, and what the tests run.
///
/// Each rule is one small type (`Rule`) holding its metadata (`RuleInfo`)
/// and its check. Rules of a library read that library's workspace model,
/// built once per analysis, so a rule is a filter over facts plus the
/// wording and fix-its of its findings.

/// Public description of one rule.
public struct RuleInfo: Sendable, Hashable {
    /// `library/name`, e.g. `initializable/waitfor-requires-async`.
    public var id: String
    /// The library the rule belongs to (`Initializable`).
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

    public enum Kind: String, Sendable, Hashable, Codable {
        case parity, wiring
    }

    public init(id: String, library: String, defaultSeverity: Severity, kind: Kind, summary: String,
                details: String, fixTitles: [String] = [], triggeringExamples: [String],
                nonTriggeringExamples: [String]) {
        self.id = id
        self.library = library
        self.defaultSeverity = defaultSeverity
        self.kind = kind
        self.summary = summary
        self.details = details
        self.fixTitles = fixTitles
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
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
/// its own model (see `InitializableFileRule`, `InitializableGateRule`).
protocol Rule: Sendable {
    var info: RuleInfo { get }
}

extension Rule {
    var id: String { info.id }

    func finding(_ message: String, at anchor: Anchor, severity: Severity? = nil,
                 related: [RelatedFinding] = [], fixes: [FixRecipe] = []) -> Finding {
        Finding(rule: info.id, severity: severity ?? info.defaultSeverity, message: message, anchor: anchor,
                related: related, fixes: fixes)
    }
}

/// The registry.
public enum Rules {
    /// Every rule Wiring knows, in the order `wiring rules` lists them.
    public static var all: [RuleInfo] { InitializableRules.all + SafeDIRules.all }

    /// SafeDI's dependency-tree rules (over the whole workspace, unlike the
    /// macros' rules, which read one declaration).
    public static var safeDITreeRuleIDs: [String] { SafeDITreeRules.all.map(\.info.id) }

    /// A rule by id (exact), or nil.
    public static func rule(id: String) -> RuleInfo? { byID[id] }

    /// Every rule of one library (`Initializable`).
    public static func rules(library: String) -> [RuleInfo] {
        all.filter { $0.library.lowercased() == library.lowercased() }
    }

    private static let byID: [String: RuleInfo] = {
        var d: [String: RuleInfo] = [:]
        for r in all { d[r.id] = r }
        return d
    }()

    /// Who reports a rule's findings besides Wiring, for the rules' index.
    static func reporter(_ rule: RuleInfo) -> String {
        guard rule.kind == .parity else { return "Wiring only" }
        if safeDITreeRuleIDs.contains(rule.id) { return "SafeDITool, at build time" }
        return "the macro, at compile time"
    }

    /// `docs/rules/README.md`: every rule by library, linked to its page
    /// (written by `wiring rule-docs` beside the pages).
    public static var indexPage: String {
        var out = "# Rules\n\n"
        out += "Every rule Wiring checks, by library. `wiring rules` lists them in a terminal and "
        out += "`wiring explain RULE-ID` prints one page; diagnostics link to these pages. "
        out += "This file and the pages are written by `wiring rule-docs docs/rules`, and a test "
        out += "checks that they are current.\n\n"
        out += "The third column says who else reports a finding: *the macro* means the library's "
        out += "macro stops the compiler with the same message, *SafeDITool* means SafeDI's code "
        out += "generator stops the build (with no file or line), *Wiring only* means that nothing "
        out += "reports it before the app runs. Severities are the defaults; "
        out += "[configuration](../configuration.md) changes them or turns a rule off.\n"
        var libraries: [String] = []
        for r in all where !libraries.contains(r.library) { libraries.append(r.library) }
        for library in libraries {
            let rules = all.filter { $0.library == library }
            out += "\n## \(library) (\(rules.count) rules)\n\n"
            out += "| rule | severity | also reported by | what it finds |\n|---|---|---|---|\n"
            for r in rules {
                let summary = r.summary.replacingOccurrences(of: "|", with: "\\|")
                out += "| [`\(r.id)`](\(r.id).md) | \(r.defaultSeverity.rawValue) | \(reporter(r)) | \(summary) |\n"
            }
        }
        return out
    }

    /// `wiring rules`: one line per rule, `id  severity  summary`.
    public static var listing: String {
        let width = all.map { $0.id.count }.max() ?? 0
        return all.map { r in
            r.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + r.defaultSeverity.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0) + r.summary
        }.joined(separator: "\n") + "\n"
    }
}
