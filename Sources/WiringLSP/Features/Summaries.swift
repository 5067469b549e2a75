import WiringAnalysis
import WiringSyntax

/// The libraries' per-type summaries in the editor: a code lens over each
/// subject, hover over the subject and its members, shown as each library's
/// `SummaryPresentation` words them. A lens's command shows the subject's
/// hover as a message.
enum Summaries {
    /// `wiring.show<Option>` (`--fans` → `wiring.showFans`): the command of
    /// a presentation's lenses.
    static func command(_ p: any SummaryPresentation) -> String {
        "wiring.show" + p.option.prefix(1).uppercased() + p.option.dropFirst()
    }

    static func lenses(_ params: CodeLensParams, snapshot: AnalysisSnapshot, context: RequestContext) -> [CodeLens] {
        let path = context.path(for: params.textDocument.uri)
        guard let source = snapshot.sources[path] else { return [] }
        return (snapshot.summaries[path] ?? []).compactMap { s in
            guard let p = context.presentation(s) else { return nil }
            return CodeLens(range: context.converter.range(s.range, in: source),
                            command: Command(title: p.lens(s), command: command(p),
                                             arguments: [.string(params.textDocument.uri), .string(s.subject)]))
        }
    }

    /// Hover over a member of some summary (members may be in other files
    /// than their subject, in extensions), else over a subject.
    static func hover(_ params: HoverParams, snapshot: AnalysisSnapshot, context: RequestContext) -> Hover? {
        let path = context.path(for: params.textDocument.uri)
        guard let source = snapshot.sources[path] else { return nil }
        let offset = context.converter.offset(params.position, in: source)
        func contains(_ r: Range<Int>) -> Bool { r.lowerBound <= offset && offset <= r.upperBound && !r.isEmpty }
        let kind = context.markdown ? "markdown" : "plaintext"
        for (s, m) in members(in: path, snapshot: snapshot) where contains(m.range) {
            guard let p = context.presentation(s) else { continue }
            return Hover(contents: MarkupContent(kind: kind, value: p.hover(member: m, of: s, markdown: context.markdown)),
                         range: context.converter.range(m.range, in: source))
        }
        for s in snapshot.summaries[path] ?? [] where contains(s.range) {
            guard let p = context.presentation(s) else { continue }
            return Hover(contents: MarkupContent(kind: kind, value: p.hover(s, markdown: context.markdown)),
                         range: context.converter.range(s.range, in: source))
        }
        return nil
    }

    /// The summaries' members declared in `path`, each once, in source
    /// order. A member in an extension may belong to several same-named
    /// types' summaries: it is shown with the one declared in its own file,
    /// else with the first by path — never in a dictionary's order.
    static func members(in path: String, snapshot: AnalysisSnapshot) -> [(summary: Summary, member: Summary.Member)] {
        var chosen: [Int: (summary: Summary, member: Summary.Member)] = [:]
        for file in snapshot.summaries.keys.sorted() {
            for s in snapshot.summaries[file]! {
                for m in s.members where m.file == path {
                    let start = m.range.lowerBound
                    if chosen[start] == nil || (s.file == path && chosen[start]!.summary.file != path) { chosen[start] = (s, m) }
                }
            }
        }
        return chosen.keys.sorted().map { chosen[$0]! }
    }
}
