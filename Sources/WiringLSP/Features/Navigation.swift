import WiringAnalysis
import WiringEngine
import WiringSyntax

/// Definition, references, symbols, hover and lenses: questions the
/// libraries' navigation answers from the engine's analysis (their models
/// are not part of the snapshot), joined in registry order.
enum Navigation {
    static func location(_ l: DILocation, _ context: RequestContext) -> Location {
        Location(uri: context.uri(for: l.file), range: context.converter.range(l.range, in: l.source))
    }

    /// Asks the analysis about an LSP position, in one call to the engine:
    /// the offset comes from the snapshot's text of the document, else from
    /// the text the analysis has (never from a second, maybe newer, read).
    static func ask<T: Sendable>(_ position: Position, path: String, snapshot: AnalysisSnapshot, context: RequestContext,
                                 engine: Engine?, _ query: @escaping @Sendable (AnalysisWorkspace, Int) -> T?) async -> T? {
        guard let engine else { return nil }
        let snapshotSource = snapshot.sources[path]
        return await engine.withAnalysis { a in
            guard let source = snapshotSource ?? a.source(path) else { return nil }
            return query(a, context.converter.offset(position, in: source))
        }
    }

    static func definition(_ p: DefinitionParams, snapshot: AnalysisSnapshot, context: RequestContext,
                           engine: Engine?) async -> [Location] {
        let path = context.path(for: p.textDocument.uri)
        let found = await ask(p.position, path: path, snapshot: snapshot, context: context, engine: engine) { a, offset in
            a.navigators.flatMap { $0.definition(path: path, offset: offset, in: a) }
        }
        return (found ?? []).map { location($0, context) }
    }

    static func references(_ p: ReferenceParams, snapshot: AnalysisSnapshot, context: RequestContext,
                           engine: Engine?) async -> [Location] {
        let path = context.path(for: p.textDocument.uri)
        let include = p.context?.includeDeclaration ?? false
        let found = await ask(p.position, path: path, snapshot: snapshot, context: context, engine: engine) { a, offset in
            a.navigators.flatMap { $0.references(path: path, offset: offset, includeDeclaration: include, in: a) }
        }
        return (found ?? []).map { location($0, context) }
    }

    static func hover(_ p: HoverParams, snapshot: AnalysisSnapshot, context: RequestContext, engine: Engine?) async -> Hover? {
        if let h = Summaries.hover(p, snapshot: snapshot, context: context) { return h }
        let path = context.path(for: p.textDocument.uri)
        let answer = await ask(p.position, path: path, snapshot: snapshot, context: context, engine: engine) { a, offset -> (DIHover, SourceText)? in
            guard let h = a.navigators.lazy.compactMap({ $0.hover(path: path, offset: offset, in: a) }).first,
                  let s = a.source(path) else { return nil }
            return (h, s)
        }
        guard let (h, source) = answer else { return nil }
        return Hover(contents: MarkupContent(kind: context.markdown ? "markdown" : "plaintext",
                                             value: context.markdown ? h.markdown : h.plainText),
                     range: context.converter.range(h.range, in: source))
    }

    static let showReferencesCommand = "wiring.showReferences"

    /// Summary lenses, then the libraries' navigation lenses.
    static func lenses(_ p: CodeLensParams, snapshot: AnalysisSnapshot, context: RequestContext, engine: Engine?) async -> [CodeLens] {
        var out = Summaries.lenses(p, snapshot: snapshot, context: context)
        let path = context.path(for: p.textDocument.uri)
        guard let engine else { return out }
        let answer = await engine.withAnalysis { a -> ([DILens], SourceText)? in
            let lenses = a.navigators.flatMap { $0.codeLenses(path: path, in: a) }
            guard !lenses.isEmpty, let s = a.source(path) else { return nil }
            return (lenses, s)
        }
        guard let (lenses, source) = answer else { return out }
        for l in lenses {
            let range = context.converter.range(l.range, in: source)
            out.append(CodeLens(range: range, command: Command(
                title: l.title, command: showReferencesCommand,
                arguments: [.string(p.textDocument.uri), .object(["line": .int(range.start.line),
                                                                  "character": .int(range.start.character)])])))
        }
        return out
    }

    static func symbols(_ p: WorkspaceSymbolParams, context: RequestContext, engine: Engine?) async -> [SymbolInformation] {
        guard let engine else { return [] }
        let query = p.query
        let limit = 1000
        return await engine.withAnalysis { a in
            Array(a.navigators.flatMap { $0.symbols(query: query, limit: limit, in: a) }.prefix(limit))
        }.map { s in
            SymbolInformation(name: s.name, kind: s.kind == .type ? SymbolKind.class : SymbolKind.property,
                              location: location(s.location, context),
                              containerName: s.container ?? s.detail)
        }
    }
}
