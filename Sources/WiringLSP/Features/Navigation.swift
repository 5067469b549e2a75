import WiringAnalysis
import WiringEngine
import WiringSyntax

/// Definition, references, symbols and DI hover: questions the engine's
/// analysis answers (the DI graph is not part of the snapshot).
enum Navigation {
    static func location(_ l: DILocation, _ context: RequestContext) -> Location {
        Location(uri: context.uri(for: l.file), range: context.converter.range(l.range, in: l.source))
    }

    /// The byte offset of an LSP position in a document, from the snapshot's
    /// text of it.
    static func offset(_ position: Position, path: String, snapshot: AnalysisSnapshot, context: RequestContext,
                       engine: Engine?) async -> Int? {
        if let source = snapshot.sources[path] { return context.converter.offset(position, in: source) }
        guard let source = await engine?.withAnalysis({ $0.source(path) }) else { return nil }
        return context.converter.offset(position, in: source)
    }

    static func definition(_ p: DefinitionParams, snapshot: AnalysisSnapshot, context: RequestContext,
                           engine: Engine?) async -> [Location] {
        let path = context.path(for: p.textDocument.uri)
        guard let engine, let offset = await offset(p.position, path: path, snapshot: snapshot, context: context, engine: engine)
        else { return [] }
        return await engine.withAnalysis { $0.definition(path: path, offset: offset) }.map { location($0, context) }
    }

    static func references(_ p: ReferenceParams, snapshot: AnalysisSnapshot, context: RequestContext,
                           engine: Engine?) async -> [Location] {
        let path = context.path(for: p.textDocument.uri)
        guard let engine, let offset = await offset(p.position, path: path, snapshot: snapshot, context: context, engine: engine)
        else { return [] }
        let include = p.context?.includeDeclaration ?? false
        return await engine.withAnalysis { $0.references(path: path, offset: offset, includeDeclaration: include) }
            .map { location($0, context) }
    }

    static func hover(_ p: HoverParams, snapshot: AnalysisSnapshot, context: RequestContext, engine: Engine?) async -> Hover? {
        if let h = Hovers.hover(p, snapshot: snapshot, context: context) { return h }
        let path = context.path(for: p.textDocument.uri)
        guard let engine, let offset = await offset(p.position, path: path, snapshot: snapshot, context: context, engine: engine)
        else { return nil }
        let answer = await engine.withAnalysis { a -> (DIHover, SourceText)? in
            guard let h = a.hover(path: path, offset: offset), let s = a.source(path) else { return nil }
            return (h, s)
        }
        guard let (h, source) = answer else { return nil }
        return Hover(contents: MarkupContent(kind: context.markdown ? "markdown" : "plaintext",
                                             value: context.markdown ? h.markdown : h.plainText),
                     range: context.converter.range(h.range, in: source))
    }

    static let showReferencesCommand = "wiring.showReferences"

    /// Gate coverage lenses, then one lens per DI type.
    static func lenses(_ p: CodeLensParams, snapshot: AnalysisSnapshot, context: RequestContext, engine: Engine?) async -> [CodeLens] {
        var out = CodeLenses.lenses(p, snapshot: snapshot, context: context)
        let path = context.path(for: p.textDocument.uri)
        guard let engine else { return out }
        let answer = await engine.withAnalysis { a -> ([DILens], SourceText)? in
            let lenses = a.diCodeLenses(path: path)
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
        return await engine.withAnalysis { $0.diSymbols(query: query) }.map { s in
            SymbolInformation(name: s.name, kind: s.kind == .type ? SymbolKind.class : SymbolKind.property,
                              location: location(s.location, context),
                              containerName: s.container ?? s.detail)
        }
    }
}
