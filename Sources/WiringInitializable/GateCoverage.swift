import WiringAnalysis

/// Initialization-gate coverage: Initializable's per-type summary. Each gate
/// type's unit reports one (`GateAnalysis.coverage`); the server shows it
/// as a code lens and hover, `wiring check --coverage` as a table or the
/// JSON report's `coverage` key.

/// A member's state under the gate. Coverage shows a member that opens its
/// own type's gate as `opener` (out of the ratio), unless it is `broken`;
/// the analysis's rules see every member's own state.
public enum GateState: String, Sendable {
    case gated, ungated, skipped, exempt, broken, opener
}

/// The names of a coverage summary's values.
enum CoverageValue {
    static let isThrowing = "isThrowing", isAuto = "isAuto", gated = "gated", ungated = "ungated",
               skipped = "skipped", openers = "openers", broken = "broken", works = "works", why = "why"
    static let state = "state", isOpener = "isOpener", reason = "reason"
}

extension SummaryValues {
    /// A gate type's figures.
    /// A gate type's figures; `whyNot` says why the gate does not work (nil when it does).
    static func coverage(isThrowing: Bool, isAuto: Bool, gated: Int, ungated: Int, skipped: Int, openers: [String],
                         broken: Int, whyNot: String?) -> SummaryValues {
        [CoverageValue.isThrowing: .bool(isThrowing), CoverageValue.isAuto: .bool(isAuto), CoverageValue.gated: .int(gated),
         CoverageValue.ungated: .int(ungated), CoverageValue.skipped: .int(skipped), CoverageValue.openers: .texts(openers),
         CoverageValue.broken: .int(broken), CoverageValue.works: .bool(whyNot == nil), CoverageValue.why: .text(whyNot ?? "")]
    }

    /// A member's state, whether it opens the gate, and why it is in that state.
    static func member(state: GateState, isOpener: Bool, reason: String) -> SummaryValues {
        [CoverageValue.state: .text(state.rawValue), CoverageValue.isOpener: .bool(isOpener), CoverageValue.reason: .text(reason)]
    }
}

/// A gate type's coverage, read from its summary: the typed view of what
/// Initializable reports.
public struct GateCoverage: Sendable {
    public struct Member: Sendable {
        public let summary: Summary.Member
        public var name: String { summary.name }
        public var file: String { summary.file }
        public var range: Range<Int> { summary.range }
        public var state: GateState { GateState(rawValue: summary.values.text(CoverageValue.state)) ?? .exempt }
        public var isOpener: Bool { summary.values.bool(CoverageValue.isOpener) }
        /// Why it is in that state, one sentence for hover.
        public var reason: String { summary.values.text(CoverageValue.reason) }
    }

    public let summary: Summary

    /// The coverage a summary holds; nil for another library's summary.
    public init?(_ summary: Summary) {
        guard summary.library == InitializableLibrary().id else { return nil }
        self.summary = summary
    }

    public var type: String { summary.subject }
    public var file: String { summary.file }
    /// The type's name.
    public var range: Range<Int> { summary.range }
    public var isThrowing: Bool { summary.values.bool(CoverageValue.isThrowing) }
    /// `@AutoAwaitInit` / `@AutoAwaitThrowingInit` on the primary declaration.
    public var isAuto: Bool { summary.values.bool(CoverageValue.isAuto) }
    /// Gated, ungated and skipped count members that are not openers.
    public var gated: Int { summary.values.int(CoverageValue.gated) }
    public var ungated: Int { summary.values.int(CoverageValue.ungated) }
    public var skipped: Int { summary.values.int(CoverageValue.skipped) }
    /// Members on which the macros fail to compile (a sync `@WaitForInit`,
    /// duplicates, static or typed-throws stamps, rejected auto macro, ...),
    /// openers too; out of the ratio.
    public var broken: Int { summary.values.int(CoverageValue.broken) }
    /// Whether some opener opens the gate without first waiting for it.
    public var works: Bool { summary.values.bool(CoverageValue.works) }
    /// Why the gate does not work ("never opened", "opened only by setup()
    /// (it waits for the gate it opens)"); empty when it works.
    public var why: String { summary.values.text(CoverageValue.why) }
    /// `setup()`-style names of the methods that open the gate.
    public var openers: [String] { summary.values.texts(CoverageValue.openers) }
    public var members: [Member] { summary.members.map(Member.init) }
    /// When nothing known opens the gate but some opener's receiver could
    /// not be resolved: those calls, as "`x.markInitialized()` at File.swift:12".
    public var unresolvedOpeners: [String] {
        summary.references.map { ref in
            "`\(ref.text)` at \(ref.file.split(separator: "/").last.map(String.init) ?? ref.file):\(ref.line)"
        }
    }
}

/// How coverage is shown.
struct CoveragePresentation: SummaryPresentation {
    var option: String { "coverage" }
    var help: String { "add the initialization-gate coverage table (text) or \"coverage\" key (json)" }

    /// `5/6 async methods wait · 1 skipped · 1 broken`.
    static func figures(_ c: GateCoverage) -> String {
        let total = c.gated + c.ungated
        var s = "\(c.gated)/\(total) async " + (total == 1 ? "method waits" : "methods wait")
        if c.skipped > 0 { s += " · \(c.skipped) skipped" }
        if c.broken > 0 { s += " · \(c.broken) broken" }
        return s
    }

    /// `gate: 5/6 async methods wait · 1 skipped · opened by setup()`, or
    /// `gate does not work: never opened · 1/1 async method waits`.
    func lens(_ s: Summary) -> String {
        let c = GateCoverage(s)!
        if !c.works { return "gate does not work: \(c.why) · " + Self.figures(c) }
        return "gate: " + Self.figures(c) + " · opened by " + c.openers.joined(separator: ", ")
    }

    static func describe(_ state: GateState) -> String {
        switch state {
        case .gated: return "waits for the gate"
        case .ungated: return "does not wait for the gate"
        case .skipped: return "skips the gate (@SkipInit)"
        case .exempt: return "exempt from the gate"
        case .broken: return "rejected by the macro: the build fails"
        case .opener: return "opens the gate"
        }
    }

    static func code(_ s: String, _ markdown: Bool) -> String { markdown ? "`\(s)`" : s }

    func hover(member: Summary.Member, of s: Summary, markdown: Bool) -> String {
        let c = GateCoverage(s)!, m = GateCoverage.Member(summary: member)
        var lines: [String] = []
        let name = Self.code(m.name, markdown)
        lines.append((markdown ? "**\(name)**" : name) + " · " + Self.describe(m.state))
        if !m.reason.isEmpty { lines.append(m.reason) }
        if m.isOpener && m.state != .opener { lines.append("Opens the gate of \(Self.code(c.type, markdown)).") }
        lines.append("\(Self.code(c.type, markdown)) \(lens(s))")
        return lines.joined(separator: "\n\n")
    }

    func hover(_ s: Summary, markdown: Bool) -> String {
        let c = GateCoverage(s)!
        let conformance = c.isThrowing ? InitNames.throwingProtocol : InitNames.plainProtocol
        var head = Self.code(c.type, markdown)
        if markdown { head = "**\(head)**" }
        head += " · \(conformance)" + (c.isAuto ? ", @" + InitNames.autoName(throwing: c.isThrowing) : "")
        var lines = [head, lens(s)]
        if !c.unresolvedOpeners.isEmpty {
            // why gate-never-opened is only a hint
            let calls = c.unresolvedOpeners.map { markdown ? $0 : $0.replacingAll("`", with: "'") }
            lines.append("No known call opens the gate, but it may be opened after all: an opener's receiver could not be resolved: "
                         + calls.joined(separator: "; ") + ".")
        }
        let members = c.members.map { m in
            "- " + Self.code(m.name, markdown) + ": " + Self.describe(m.state)
                + (m.isOpener && m.state != .opener ? " (opens the gate)" : "")
        }
        if !members.isEmpty { lines.append(members.joined(separator: "\n")) }
        return lines.joined(separator: "\n\n")
    }

    func symbolDetail(_ s: Summary) -> String {
        let c = GateCoverage(s)!
        return "gate: \(c.gated)/\(c.gated + c.ungated)" + (c.works ? "" : " · does not work")
    }

    func symbolDetail(member m: Summary.Member) -> String { GateCoverage.Member(summary: m).state.rawValue }

    static func percent(_ gated: Int, _ ungated: Int) -> String {
        gated + ungated == 0 ? "—" : "\(Int((100.0 * Double(gated) / Double(gated + ungated)).rounded()))%"
    }

    func table(_ cov: [Summary], _ place: SummaryPlaces) -> String {
        var out = "\ninitialization-gate coverage\n"
        let rows = cov.compactMap(GateCoverage.init).sorted { ($0.file, $0.range.lowerBound) < ($1.file, $1.range.lowerBound) }
        let width = max(5, rows.map(\.type.count).max() ?? 5)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        out += "  \(pad("type", width))  gated  ungated  skipped  broken  coverage  works  opened by (or why not)\n"
        var g = 0, u = 0, sk = 0, b = 0
        for c in rows {
            g += c.gated; u += c.ungated; sk += c.skipped; b += c.broken
            let opened = c.works ? c.openers.joined(separator: ", ") : c.why
            let line = place.line(c.file, c.range.lowerBound)
            out += "  \(pad(c.type, width))  \(pad(String(c.gated), 5))  \(pad(String(c.ungated), 7))  \(pad(String(c.skipped), 7))  "
                + "\(pad(String(c.broken), 6))  \(pad(Self.percent(c.gated, c.ungated), 8))  \(pad(c.works ? "yes" : "no", 5))  "
                + "\(opened)  (\(place.display(c.file)):\(line))\n"
        }
        let failing = rows.filter { !$0.works }.count
        out += "  \(pad("total", width))  \(pad(String(g), 5))  \(pad(String(u), 7))  \(pad(String(sk), 7))  \(pad(String(b), 6))  "
            + "\(pad(Self.percent(g, u), 8))  \(pad("\(rows.count - failing)/\(rows.count)", 5))  "
            + "(\(rows.count) gate type\(rows.count == 1 ? "" : "s"), \(failing) not working)\n\n"
        return out
    }

    func json(_ s: Summary, into w: JSONText, _ place: SummaryPlaces) {
        let c = GateCoverage(s)!
        w.object {
            w.key("type"); w.string(c.type)
            w.key("file"); w.string(place.display(c.file))
            w.key("line"); w.int(place.line(c.file, c.range.lowerBound))
            w.key("works"); w.bool(c.works)
            if !c.works { w.key("why"); w.string(c.why) }
            w.key("gated"); w.int(c.gated)
            w.key("ungated"); w.int(c.ungated)
            w.key("skipped"); w.int(c.skipped)
            w.key("broken"); w.int(c.broken)
            w.key("openers"); w.array(c.openers) { w.string($0) }
            w.key("members")
            w.array(c.members) { m in
                w.object {
                    w.key("name"); w.string(m.name)
                    w.key("line"); w.int(place.line(m.file, m.range.lowerBound))
                    w.key("state"); w.string(m.state.rawValue)
                }
            }
        }
    }
}
