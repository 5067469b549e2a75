import WiringAnalysis

/// Navigation over the apps' container graphs: from a resolve (or an
/// `@Injectable` parameter, or an injected property) to the registrations
/// that answer it; from a registration to the resolves it answers; hover
/// with scope, name, arguments and who registers; a lens on each
/// assembly; and Swinject's part of `wiring graph`.
extension SwinjectAnalysis: NavigationProvider, GraphContributor {
    private func location(_ a: Anchor, _ w: AnalysisWorkspace) -> DILocation? {
        guard let r = w.range(of: a), let t = w.source(a.file) else { return nil }
        return DILocation(file: a.file, range: r, source: t)
    }

    /// The use or registration at a position, and the graph it is in.
    private enum Hit {
        case use(SwinjectFileModel.Use, SwinjectGraph)
        case entry(SwinjectGraph.Entry, SwinjectGraph)
    }

    private func hit(path: String, offset: Int, _ w: AnalysisWorkspace) -> Hit? {
        func contains(_ a: Anchor) -> Bool { a.file == path && (w.range(of: a)?.contains(offset) ?? false) }
        for g in graphs {
            for e in g.entries where e.anchor.file == path {
                if contains(e.anchor) { return .entry(e, g) }
                for u in e.resolves + e.completionResolves where contains(u.anchor) { return .use(u, g) }
            }
            for u in g.uses where u.anchor.file == path && contains(u.anchor) { return .use(u, g) }
        }
        return nil
    }

    /// The registrations a use finds.
    private func answers(_ u: SwinjectFileModel.Use, in g: SwinjectGraph) -> [SwinjectGraph.Entry] {
        g.candidates(u.target).map { g.entries[$0] }.filter { $0.answers(u.name.key, nilable: g.nilableNames) }
    }

    func definition(path: String, offset: Int, in w: AnalysisWorkspace) -> [DILocation] {
        guard case .use(let u, let g)? = hit(path: path, offset: offset, w) else { return [] }
        var seen: Set<Anchor> = []
        return answers(u, in: g).filter { seen.insert($0.anchor).inserted }.compactMap { location($0.anchor, w) }
    }

    func references(path: String, offset: Int, includeDeclaration: Bool, in w: AnalysisWorkspace) -> [DILocation] {
        guard case .entry(let e, _)? = hit(path: path, offset: offset, w) else { return [] }
        var out: [DILocation] = []
        var seen: Set<Anchor> = []
        if includeDeclaration, let l = location(e.anchor, w) { out.append(l); seen.insert(e.anchor) }
        for g in graphs {
            for u in g.uses + g.entries.flatMap({ $0.resolves + $0.completionResolves })
            where (u.target == e.key.type || e.implements.contains(u.target)) && e.answers(u.name.key, nilable: g.nilableNames) {
                if seen.insert(u.anchor).inserted, let l = location(u.anchor, w) { out.append(l) }
            }
        }
        return out
    }

    func hover(path: String, offset: Int, in w: AnalysisWorkspace) -> DIHover? {
        guard let h = hit(path: path, offset: offset, w) else { return nil }
        switch h {
        case .entry(let e, let g):
            guard let r = w.range(of: e.anchor) else { return nil }
            return DIHover(markdown: describe(e, g), range: r)
        case .use(let u, let g):
            guard let r = w.range(of: u.anchor) else { return nil }
            let found = answers(u, in: g)
            var text = "**Swinject**: resolves `\(u.target)`"
            if let n = u.name.key { text += " named " + SwinjectDeclFacts.Name.shown(n) }
            if u.arguments > 0 { text += " with \(u.arguments) argument\(u.arguments == 1 ? "" : "s")" }
            text += found.isEmpty ? "\n\nNo registration of the app answers it." : ""
            for e in found { text += "\n\n" + describe(e, g) }
            return DIHover(markdown: text, range: r)
        }
    }

    private func describe(_ e: SwinjectGraph.Entry, _ g: SwinjectGraph) -> String {
        var text = "**Swinject** registration of `\(e.key.type)`"
        if let n = e.key.name { text += " named " + SwinjectDeclFacts.Name.shown(n) }
        text += ", scope `.\(e.scope)`"
        if let a = e.arity, a > 0 { text += ", \(a) runtime argument\(a == 1 ? "" : "s")" }
        if !e.implements.isEmpty { text += ", also as " + e.implements.map { "`\($0)`" }.joined(separator: ", ") }
        text += e.injectable ? ", by @Injectable's register(in:)" : ", in `\(e.owner)`"
        if !g.app.name.isEmpty { text += " (app `\(g.app.name)`)" }
        return text
    }

    func codeLenses(path: String, in w: AnalysisWorkspace) -> [DILens] {
        var out: [DILens] = []
        var done: Set<Anchor> = []
        for g in graphs {
            for a in g.assemblies where a.assemble.file == path && done.insert(a.assemble).inserted {
                let here = g.entries.filter { $0.owner == a.name && $0.anchor.file == path }
                let unresolved = g.problems.filter { p in
                    guard case .unregistered(let u, _) = p else { return false }
                    // by place: an @Injectable's dependency in a problem names where it is registered from
                    return here.contains { e in
                        e.resolves.contains { $0.anchor == u.anchor } || e.completionResolves.contains { $0.anchor == u.anchor }
                    }
                }.count
                guard let r = w.range(of: Anchor(file: a.assemble.file, decl: a.assemble.decl, role: .name)) else { continue }
                out.append(DILens(range: r, title: "registers \(here.count)" + (unresolved > 0 ? " · \(unresolved) unresolved" : ""),
                                  type: a.name))
            }
        }
        return out
    }

    func symbols(query: String, limit: Int, in w: AnalysisWorkspace) -> [DISymbol] {
        var out: [DISymbol] = []
        var seen: Set<Anchor> = []
        for g in graphs {
            for e in g.entries where query.isEmpty || e.key.type.lowercased().contains(query.lowercased()) {
                guard seen.insert(e.anchor).inserted, let l = location(e.anchor, w) else { continue }
                out.append(DISymbol(name: e.key.type, kind: .type, container: e.owner, detail: "Swinject registration", location: l))
                if out.count >= limit { return out }
            }
        }
        return out
    }

    /// Registered types as nodes, what their factories resolve as edges.
    func graph(_ w: AnalysisWorkspace) -> DependencyGraph {
        var g = DependencyGraph()
        var nodes: Set<String> = []
        var edges: Set<String> = []
        var findingRules: [Anchor: [String]] = [:]
        for graph in graphs {
            for p in graph.problems {
                for rule in SwinjectRules.graphRules {
                    for f in rule.findings(for: p, in: graph) { findingRules[f.anchor, default: []].append(f.rule) }
                }
            }
        }
        for graph in graphs {
            for e in graph.entries {
                let id = "swinject:" + e.key.type + (e.key.name.map { "#" + SwinjectDeclFacts.Name.shown($0) } ?? "")
                if nodes.insert(id).inserted {
                    g.nodes.append(.init(id: id, name: e.key.type + (e.key.name.map { " (\(SwinjectDeclFacts.Name.shown($0)))" } ?? ""), kind: e.scope,
                                         framework: "Swinject", file: e.anchor.file, line: w.line(of: e.anchor)))
                }
                for (list, kind) in [(e.resolves, "resolves"), (e.completionResolves, "completes")] {
                    for u in list {
                        let to = "swinject:" + u.target + (u.name.key.map { "#" + SwinjectDeclFacts.Name.shown($0) } ?? "")
                        let key = id + ">" + to + kind
                        guard edges.insert(key).inserted else { continue }
                        g.edges.append(.init(from: id, to: to, label: u.deferredTarget == nil ? "" : "deferred", kind: kind,
                                             findings: Array(Set(findingRules[u.anchor] ?? [])).sorted()))
                    }
                }
            }
        }
        // targets nothing registers
        for e in g.edges where !nodes.contains(e.to) {
            nodes.insert(e.to)
            g.nodes.append(.init(id: e.to, name: String(e.to.dropFirst("swinject:".count)), kind: "unregistered", framework: "Swinject"))
        }
        return g
    }
}
