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
        // a type's name where a declaration writes a type goes to the type;
        // elsewhere (a property's name, a call) the libraries answer
        let found = await ask(p.position, path: path, snapshot: snapshot, context: context, engine: engine) { a, offset in
            a.typeDefinition(path: path, offset: offset) ?? a.navigators.flatMap { $0.definition(path: path, offset: offset, in: a) }
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
        let path = context.path(for: p.textDocument.uri)
        var hover = Summaries.hover(p, snapshot: snapshot, context: context)
        if hover == nil {
            let answer = await ask(p.position, path: path, snapshot: snapshot, context: context, engine: engine) { a, offset -> (DIHover, SourceText)? in
                guard let h = a.navigators.lazy.compactMap({ $0.hover(path: path, offset: offset, in: a) }).first,
                      let s = a.source(path) else { return nil }
                return (h, s)
            }
            if let (h, source) = answer {
                hover = Hover(contents: MarkupContent(kind: context.markdown ? "markdown" : "plaintext",
                                                      value: context.markdown ? h.markdown : h.plainText),
                              range: context.converter.range(h.range, in: source))
            }
        }
        // over a finding: which module its file is checked in
        guard let (range, lines) = await moduleLines(p, path: path, snapshot: snapshot, context: context, engine: engine) else {
            return hover
        }
        if var h = hover {
            h.contents.value += "\n\n" + lines.joined(separator: "\n\n")
            return h
        }
        return Hover(contents: MarkupContent(kind: context.markdown ? "markdown" : "plaintext", value: lines.joined(separator: "\n\n")),
                     range: range)
    }

    /// Over a finding, when the workspace has several modules: the rule, and
    /// the module (or modules) its file is checked in with what each sees.
    static func moduleLines(_ p: HoverParams, path: String, snapshot: AnalysisSnapshot, context: RequestContext,
                            engine: Engine?) async -> (LSPRange, [String])? {
        guard let engine, let source = snapshot.sources[path], let diagnostics = snapshot.diagnostics[path] else { return nil }
        let offset = context.converter.offset(p.position, in: source)
        guard let d = diagnostics.first(where: { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }) else { return nil }
        let markdown = context.markdown
        let lines: [String] = await engine.withAnalysis { a in
            let scope = a.modules
            guard !scope.isUniform else { return [] }
            func code(_ s: String) -> String { markdown ? "`\(s)`" : s }
            return scope.modules(ofPath: path).map { k in
                let m = scope.graph.modules[k]
                let kind = m.kind == .packageTarget ? "package target" : m.kind == .xcodeTarget ? "Xcode target" : "folder"
                let container = m.container.split(separator: "/").last.map(String.init) ?? m.container
                let sees = scope.graph.visible(from: k).dropFirst().map { code(scope.graph.modules[$0].name) }
                return "\(code(d.rule)): in module \(code(m.name)) (\(kind) of \(code(container)))"
                    + (sees.isEmpty ? ", which depends on no other module." : ", which sees " + sees.joined(separator: ", ") + ".")
            }
        }
        return lines.isEmpty ? nil : (context.converter.range(d.range, in: source), lines)
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
