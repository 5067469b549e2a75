import WiringAnalysis
import WiringSyntax

/// Gate coverage as code lenses and hover text (docs/output-formats.md, `--coverage`).
enum CoverageText {
    /// `gate: 5/6 async methods wait · 1 skipped · opened by setup()`.
    static func summary(_ c: GateCoverage) -> String {
        let total = c.gated + c.ungated
        var s = "gate: \(c.gated)/\(total) async " + (total == 1 ? "method waits" : "methods wait")
        if c.skipped > 0 { s += " · \(c.skipped) skipped" }
        s += c.openers.isEmpty ? " · never opened" : " · opened by " + c.openers.joined(separator: ", ")
        return s
    }

    static func describe(_ state: GateCoverage.State) -> String {
        switch state {
        case .gated: return "waits for the gate"
        case .ungated: return "does not wait for the gate"
        case .skipped: return "skips the gate (@SkipInit)"
        case .exempt: return "exempt from the gate"
        case .broken: return "gated, but the gate's expansion cannot compile"
        }
    }

    static func code(_ s: String, _ markdown: Bool) -> String { markdown ? "`\(s)`" : s }

    static func memberHover(_ m: GateCoverage.Member, of c: GateCoverage, markdown: Bool) -> String {
        var lines: [String] = []
        let name = code(m.name, markdown)
        lines.append((markdown ? "**\(name)**" : name) + " · " + describe(m.state))
        if !m.reason.isEmpty { lines.append(m.reason) }
        if m.isOpener { lines.append("Opens the gate of \(code(c.type, markdown)).") }
        lines.append("\(code(c.type, markdown)) \(summary(c))")
        return lines.joined(separator: "\n\n")
    }

    static func typeHover(_ c: GateCoverage, markdown: Bool) -> String {
        let conformance = c.isThrowing ? "ThrowingInitializable" : "Initializable"
        var head = code(c.type, markdown)
        if markdown { head = "**\(head)**" }
        head += " · \(conformance)" + (c.isAuto ? (c.isThrowing ? ", @AutoAwaitThrowingInit" : ", @AutoAwaitInit") : "")
        var lines = [head, summary(c)]
        if !c.unresolvedOpeners.isEmpty {
            // why gate-never-opened is only a hint
            let calls = c.unresolvedOpeners.map { markdown ? $0 : $0.replacingOccurrences(of: "`", with: "'") }
            lines.append("No known call opens the gate, but it may be opened after all: an opener's receiver could not be resolved: "
                         + calls.joined(separator: "; ") + ".")
        }
        let members = c.members.map { m in
            "- " + code(m.name, markdown) + ": " + describe(m.state) + (m.isOpener ? " (opens the gate)" : "")
        }
        if !members.isEmpty { lines.append(members.joined(separator: "\n")) }
        return lines.joined(separator: "\n\n")
    }
}

enum CodeLenses {
    static let showCoverageCommand = "wiring.showCoverage"

    static func lenses(_ params: CodeLensParams, snapshot: AnalysisSnapshot, context: RequestContext) -> [CodeLens] {
        let path = context.path(for: params.textDocument.uri)
        guard let source = snapshot.sources[path] else { return [] }
        return (snapshot.coverage[path] ?? []).map { c in
            CodeLens(range: context.converter.range(c.range, in: source),
                     command: Command(title: CoverageText.summary(c), command: showCoverageCommand,
                                      arguments: [.string(params.textDocument.uri), .string(c.type)]))
        }
    }
}

enum Hovers {
    static func hover(_ params: HoverParams, snapshot: AnalysisSnapshot, context: RequestContext) -> Hover? {
        let path = context.path(for: params.textDocument.uri)
        guard let source = snapshot.sources[path] else { return nil }
        let offset = context.converter.offset(params.position, in: source)
        func contains(_ r: Range<Int>) -> Bool { r.lowerBound <= offset && offset <= r.upperBound && !r.isEmpty }
        let kind = context.markdown ? "markdown" : "plaintext"
        for c in snapshot.coverage.values.joined() {
            for m in c.members where m.file == path && contains(m.range) {
                return Hover(contents: MarkupContent(kind: kind, value: CoverageText.memberHover(m, of: c, markdown: context.markdown)),
                             range: context.converter.range(m.range, in: source))
            }
        }
        for c in snapshot.coverage[path] ?? [] where contains(c.range) {
            return Hover(contents: MarkupContent(kind: kind, value: CoverageText.typeHover(c, markdown: context.markdown)),
                         range: context.converter.range(c.range, in: source))
        }
        return nil
    }
}
