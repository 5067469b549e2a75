import WiringAnalysis
import WiringEngine
import WiringSyntax

/// `textDocument/codeAction`: quick fixes for the server's current findings
/// in the requested range, and "fix all" for the file.
enum CodeActions {
    static let fixAllTitle = "Fix all Wiring problems in this file"

    /// The fixes of findings that span files are tried on the engine's
    /// analysis first (`Engine.keepingFixesThatHold`): one that would not
    /// remove its finding, or would add an error, is not offered.
    static func actions(_ params: CodeActionParams, snapshot: AnalysisSnapshot, context: RequestContext,
                        engine: Engine?) async -> [CodeAction] {
        let path = context.path(for: params.textDocument.uri)
        guard let source = snapshot.sources[path] else { return [] }
        let diagnostics = snapshot.diagnostics[path] ?? []
        if diagnostics.isEmpty { return [] }

        let wantsQuickFix = params.context.only.map { $0.contains { kind(CodeActionKind.quickFix, isIn: $0) } } ?? true
        let fixAllRequested = params.context.only?.contains { kind(CodeActionKind.fixAll, isIn: $0) } ?? false
        var actions: [CodeAction] = []

        if wantsQuickFix {
            let requested = context.converter.offsets(params.range, in: source)
            var selected = Set(diagnostics.indices.filter { overlaps(diagnostics[$0].range, requested) })
            for echoed in params.context.diagnostics {
                selected.formUnion(match(echoed, in: diagnostics, source: source, converter: context.converter))
            }
            for i in selected.sorted(by: { order(diagnostics[$0], diagnostics[$1]) }) {
                let d = diagnostics[i]
                let lspDiagnostic = DiagnosticConversion.lsp(d, sources: snapshot.sources, context: context)
                let fixes = await engine?.keepingFixesThatHold(d, seenIn: snapshot.sources).fixes ?? d.fixes
                for fix in fixes {
                    guard let edit = workspaceEdit(fix.edits, sources: snapshot.sources, context: context) else { continue }
                    actions.append(CodeAction(title: fix.title, kind: CodeActionKind.quickFix,
                                              diagnostics: [lspDiagnostic], isPreferred: fix.isPreferred, edit: edit))
                }
            }
        }

        let unrestricted = params.context.only == nil
        if fixAllRequested || unrestricted {
            var checked: [Diagnostic] = []
            for d in diagnostics { checked.append(await engine?.keepingFixesThatHold(d, seenIn: snapshot.sources) ?? d) }
            let (fixes, edits) = fixAll(checked)
            // Offered unasked only when it does more than one quick fix would.
            if !edits.isEmpty, fixAllRequested || fixes >= 2,
               let edit = workspaceEdit(edits, sources: snapshot.sources, context: context) {
                actions.append(CodeAction(title: fixAllTitle, kind: CodeActionKind.fixAll, diagnostics: nil,
                                          isPreferred: nil, edit: edit))
            }
        }
        return actions
    }

    /// `quickfix` is in `quickfix`; `source.fixAll.wiring` is in `source`,
    /// `source.fixAll` and itself.
    static func kind(_ kind: String, isIn requested: String) -> Bool {
        kind == requested || kind.hasPrefix(requested + ".")
    }

    /// Touching counts, so that a cursor at either end of a squiggle finds it.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.range.lowerBound, a.range.upperBound, a.rule) < (b.range.lowerBound, b.range.upperBound, b.rule)
    }

    /// The server's diagnostics a client-echoed one stands for: by `data`
    /// (rule and fingerprint, exact offsets preferred), else by code and message.
    /// The echoed range is only a tie-breaker.
    static func match(_ echoed: LSPDiagnostic, in diagnostics: [Diagnostic], source: SourceText,
                      converter: PositionConverter) -> [Int] {
        let candidates: [Int]
        if let data = DiagnosticData(echoed.data) {
            candidates = diagnostics.indices.filter { data.matches(diagnostics[$0]) }
            if let exact = candidates.first(where: { diagnostics[$0].range == data.start ..< data.end }) { return [exact] }
        } else if case .string(let rule) = echoed.code ?? .null {
            candidates = diagnostics.indices.filter {
                diagnostics[$0].rule == rule && DiagnosticConversion.isMessage(echoed.message, of: diagnostics[$0])
            }
        } else {
            return []
        }
        if candidates.count <= 1 { return candidates }
        let near = converter.offset(echoed.range.start, in: source)
        return [candidates.min { abs(diagnostics[$0].range.lowerBound - near) < abs(diagnostics[$1].range.lowerBound - near) }!]
    }

    /// The file's safe fixes, taken together (see `EditApplier.safeFixes`).
    static func fixAll(_ diagnostics: [Diagnostic]) -> (Int, [TextEdit]) {
        EditApplier.safeFixes(diagnostics)
    }

    static func workspaceEdit(_ edits: [TextEdit], sources: [String: SourceText], context: RequestContext) -> WorkspaceEdit? {
        var changes: [DocumentURI: [LSPTextEdit]] = [:]
        for e in edits {
            guard let source = sources[e.file] else { return nil }
            changes[context.uri(for: e.file), default: []].append(
                LSPTextEdit(range: context.converter.range(e.range, in: source), newText: e.newText))
        }
        return changes.isEmpty ? nil : WorkspaceEdit(changes: changes)
    }
}
