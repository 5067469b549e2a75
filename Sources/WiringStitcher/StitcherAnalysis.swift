import WiringAnalysis

/// Stitcher on the incremental workspace: one unit per file for the
/// macros' own errors and the checks of one declaration, and each app's
/// graph of registrations and injections, rebuilt when a file's part of it
/// changes.
final class StitcherAnalysis: LibraryAnalysis {
    static let fileUnit: UInt8 = 0
    static let graphUnit: UInt8 = 1
    /// A file's checks that read other files' declarations (`StitcherLookupRule`).
    static let lookupUnit: UInt8 = 2

    private var models: [Int32: StitcherFileModel] = [:]
    /// The keys of `models` in path order (made again when one comes or goes).
    private var filesInPathOrder: [Int32]?
    /// Each app's graph, for navigation, and the apps they were built for.
    private(set) var graphs: [StitcherGraph] = []
    private var graphApps: [UpdateContext.App] = []
    private var graphFindingFiles: Set<Int32> = []
    /// What each lookup unit read, and the files that have one.
    private var deps = Dependencies()
    private var lookupFiles: Set<Int32> = []
    /// The files importing Stitcher or StitcherMacros: an app with none
    /// uses neither (a `@Registerable` there is some other library's, or a
    /// snippet's), and its graph reports nothing.
    private var importers: Set<Int32> = []

    func update(_ context: UpdateContext) {
        let ordered = context.changedFiles
        // `looks`: the file's context when it has a lookup unit (computed with it, not made again)
        let results = Parallel.map(ordered.count) { k -> (findings: [Finding]?, model: StitcherFileModel?, looks: StitcherFileContext?,
                                                         imports: Bool) in
            guard let st = context.file(ordered[k]) else { return (nil, nil, nil, false) }
            let library = UInt8(truncatingIfNeeded: context.library)
            let hasFacts = st.facts.libraryFacts.contains { $0.library == library }
            let importsStitcher = StitcherNames.importsStitcher(st.facts.imports)
            let hasAttribute = st.hasAttribute { StitcherNames.macro(named: $0) != nil || importsStitcher && $0 == "Injected" }
            let represents = importsStitcher && st.facts.decls.contains { $0.kind.isTypeLike && $0.inherits.contains("DependencyRepresenting") }
            // a type alias anywhere may be what an injection or a registration names
            // (by index: a closure over the declarations copies each one)
            let decls = st.facts.decls
            let hasAlias = decls.indices.contains { decls[$0].kind == .typealias && decls[$0].parent < 0 }
            guard hasFacts || hasAttribute || represents || hasAlias || st.facts.markers.contains(StitcherNames.autoregistrationGroup) else {
                return ([], nil, nil, importsStitcher)
            }
            let extracted = { (i: Int) in StitcherExtraction.facts(context.extracted(st, decl: i)) }
            let file = Self.fileContext(st, extracted)
            var findings: [Finding] = []
            for rule in StitcherRules.fileRules { rule.check(file, into: &findings) }
            let model = StitcherFileModel(path: st.path, facts: st.facts, qualifiedNames: st.qualifiedNames, library: context.library,
                                          extracted: extracted)
            return (findings, model.isEmpty ? nil : model, file.simulation.preferredInitializers.isEmpty ? nil : file, importsStitcher)
        }
        var touched: Set<Int32> = []
        var lookups: [Int32: StitcherFileContext] = [:]
        var importsChanged = false
        for (id, r) in zip(ordered, results) {
            if importers.contains(id) != r.imports {
                if r.imports { importers.insert(id) } else { importers.remove(id) }
                importsChanged = true
            }
            let unit = UnitID(kind: Self.fileUnit, file: id)
            if let findings = r.findings { context.report(unit, findings: findings) } else { context.remove(unit) }
            if let file = r.looks {
                lookupFiles.insert(id)
                lookups[id] = file
            } else if lookupFiles.remove(id) != nil {
                deps.remove(UnitID(kind: Self.lookupUnit, file: id))
                context.remove(UnitID(kind: Self.lookupUnit, file: id))
            }
            if models[id] != r.model {
                if (models[id] == nil) != (r.model == nil) { filesInPathOrder = nil }
                models[id] = r.model
                touched.insert(id)
            }
        }
        updateLookups(lookups, context)
        guard !touched.isEmpty || context.modulesChanged || importsChanged else { return }
        // one graph per app (its containers are activated at run time, so a registration anywhere in
        // the app may answer an injection anywhere in it); a finding once, naming the apps that have it.
        // While the apps stay, only those holding a changed file are built again.
        if filesInPathOrder == nil { filesInPathOrder = context.sortedByPath(models.keys) }
        let apps = context.apps(holding: filesInPathOrder!)
        let sameApps = !context.modulesChanged && apps == graphApps && graphs.count == apps.count
        let built = apps.indices.map { k in
            sameApps && !apps[k].holds(any: touched) ? graphs[k]
                : StitcherGraph(models: apps[k].files.compactMap { models[$0] })
        }
        graphApps = apps
        Discard.replace(&graphs, with: built)
        let findings = zip(apps, graphs).map { app, graph -> [Finding] in
            guard app.files.contains(where: importers.contains) else { return [] }
            return graph.problems.flatMap { p in
                StitcherRules.graphRules.flatMap { rule in
                    // what another app may register: a missing or mismatched registration, not a cycle or ambiguity
                    rule.findings(for: p).map { f in
                        guard f.rule == MissingDependency.id || f.rule == ParameterArityMismatch.id else { return f }
                        return graph.registersNothing ? Self.registeredElsewhere(f) : app.lacking(f)
                    }
                }
            }
        }
        graphFindingFiles = context.reportPerApp(apps, findings: findings, unitKind: Self.graphUnit, previous: graphFindingFiles)
    }
}

extension StitcherAnalysis {
    static func fileContext(_ st: FileState, _ extracted: (Int) -> StitcherDeclFacts?) -> StitcherFileContext {
        let simulation = StitcherMacroSimulation(facts: st.facts) { extracted($0)?.genericNames ?? [] }
        return StitcherFileContext(path: st.path, facts: st.facts, simulation: simulation)
    }

    /// The lookup units of the changed files (their contexts as the file
    /// units made them) and of those that read a name whose meaning
    /// changed, recomputed.
    private func updateLookups(_ changed: [Int32: StitcherFileContext], _ context: UpdateContext) {
        var ids = Set(changed.keys)
        for u in deps.readers(of: context.dirtyKeys) where u.kind == Self.lookupUnit && lookupFiles.contains(u.file) { ids.insert(u.file) }
        guard !ids.isEmpty else { return }
        let ordered = context.sortedByPath(ids)
        let results = Parallel.map(ordered.count) { k -> (findings: [Finding], reads: Set<DepKey>)? in
            guard let st = context.file(ordered[k]) else { return nil }
            let file = changed[ordered[k]] ?? Self.fileContext(st) { StitcherExtraction.facts(context.extracted(st, decl: $0)) }
            let lookup = WorkspaceLookup(context)
            var findings: [Finding] = []
            for rule in StitcherRules.lookupRules { rule.check(file, lookup, fileID: ordered[k], into: &findings) }
            return (findings, lookup.log.keys)
        }
        for (id, r) in zip(ordered, results) {
            let unit = UnitID(kind: Self.lookupUnit, file: id)
            if let r {
                deps.record(unit, reads: r.reads)
                context.report(unit, findings: r.findings)
            } else {
                deps.remove(unit)
                context.remove(unit)
            }
        }
    }

    /// A finding of an app that registers nothing at all: its containers
    /// are made elsewhere (a package or project outside the workspace).
    static func registeredElsewhere(_ finding: Finding) -> Finding {
        guard finding.severity == .error || finding.severity == .warning else { return finding }
        var f = finding
        f.severity = .information
        f.message += "; but nothing in this app registers a Stitcher dependency, so its containers are made elsewhere"
        return f
    }
}

protocol StitcherGraphRule: Rule {
    func findings(for problem: StitcherGraph.Problem) -> [Finding]
}

struct StitcherFileContext {
    let path: String
    let facts: FileFacts
    let simulation: StitcherMacroSimulation

    func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
    func anchor(_ e: StitcherMacroSimulation.Event) -> Anchor { anchor(e.decl, e.role) }

    /// The macro of the attribute an event is at.
    func macro(_ e: StitcherMacroSimulation.Event) -> String? {
        guard case .attribute(let a) = e.role else { return nil }
        return StitcherNames.macro(of: facts.decls[e.decl].attributes[a])
    }
}

protocol StitcherFileRule: Rule {
    func check(_ file: StitcherFileContext, into out: inout [Finding])
}

/// From an injection to the registrations that answer it, and back.
extension StitcherAnalysis: NavigationProvider, GraphContributor {
    private func location(_ a: Anchor, _ w: AnalysisWorkspace) -> DILocation? {
        guard let r = w.range(of: a), let t = w.source(a.file) else { return nil }
        return DILocation(file: a.file, range: r, source: t)
    }

    private func contains(_ a: Anchor, _ path: String, _ offset: Int, _ w: AnalysisWorkspace) -> Bool {
        a.file == path && (w.range(of: a)?.contains(offset) ?? false)
    }

    func definition(path: String, offset: Int, in w: AnalysisWorkspace) -> [DILocation] {
        var seen: Set<Anchor> = []
        var out: [DILocation] = []
        for g in graphs {
            for u in g.uses where contains(u.anchor, path, offset, w) {
                for r in g.find(u) where seen.insert(r.anchor).inserted {
                    if let l = location(r.anchor, w) { out.append(l) }
                }
            }
        }
        return out
    }

    func references(path: String, offset: Int, includeDeclaration: Bool, in w: AnalysisWorkspace) -> [DILocation] {
        var seen: Set<Anchor> = []
        var out: [DILocation] = []
        for g in graphs {
            for r in g.registrations where contains(r.anchor, path, offset, w) {
                if includeDeclaration, seen.insert(r.anchor).inserted, let l = location(r.anchor, w) { out.append(l) }
                for u in g.uses where g.find(u).contains(r) && seen.insert(u.anchor).inserted {
                    if let l = location(u.anchor, w) { out.append(l) }
                }
            }
        }
        return out
    }

    func hover(path: String, offset: Int, in w: AnalysisWorkspace) -> DIHover? {
        for g in graphs {
            for u in g.uses where contains(u.anchor, path, offset, w) {
                guard let range = w.range(of: u.anchor) else { continue }
                let found = g.find(u)
                var text = "**Stitcher**: injects `\(u.locator)`"
                text += found.isEmpty ? "\n\nNo registration of the app answers it." : ""
                for r in found {
                    text += "\n\nregistered as " + (r.name.map { "`\(StitcherExtraction.locatorText($0))`" } ?? r.types.map { "`Type[\($0)]`" }.joined(separator: ", "))
                    if let a = r.arity, a > 0 { text += ", with \(a) instantiation parameter\(a == 1 ? "" : "s")" }
                    if let line = w.line(of: r.anchor) { text += " (\(r.anchor.file.split(separator: "/").last ?? ""):\(line))" }
                }
                return DIHover(markdown: text, range: range)
            }
        }
        return nil
    }

    /// On each declaration holding a container or group: how many registrations it adds.
    func codeLenses(path: String, in w: AnalysisWorkspace) -> [DILens] {
        var counts: [Anchor: Int] = [:]
        var seen: Set<Anchor> = []
        for g in graphs {
            for r in g.registrations where r.anchor.file == path && seen.insert(r.anchor).inserted {
                counts[Anchor(file: path, decl: r.anchor.decl, role: .name), default: 0] += 1
            }
        }
        return counts.compactMap { a, n -> DILens? in
            guard let range = w.range(of: a) else { return nil }
            return DILens(range: range, title: "registers \(n)", type: "")
        }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    func symbols(query: String, limit: Int, in w: AnalysisWorkspace) -> [DISymbol] { [] }

    /// Registrations as nodes (by what locates them), what building one
    /// injects (`@InjectedParameters` of the type its factory builds) and
    /// what a type's `@Injected` properties inject lazily as edges.
    func graph(_ w: AnalysisWorkspace) -> DependencyGraph {
        var g = DependencyGraph()
        var nodes: Set<String> = []
        var edges: Set<String> = []
        var findingRules: [Anchor: Set<String>] = [:]
        for graph in graphs {
            for p in graph.problems {
                for rule in StitcherRules.graphRules { for f in rule.findings(for: p) { findingRules[f.anchor, default: []].insert(f.rule) } }
            }
        }
        func id(type: String?, name: String?) -> String { "stitcher:" + (name.map { "Name[\($0)]" } ?? type ?? "?") }
        for graph in graphs {
            // a type's node; the one whose factory builds it through the overload @InjectedParameters generates
            var typeNode: [String: String] = [:]
            var builtBy: [String: String] = [:]
            for r in graph.registrations {
                let node = id(type: r.types.first, name: r.name)
                for t in r.types { typeNode[t] = typeNode[t] ?? node }
                if let c = r.constructs { builtBy[c] = builtBy[c] ?? node }
                guard nodes.insert(node).inserted else { continue }
                let scope = r.scope.map { String($0.drop { $0 == "." }.prefix { $0.isLetter }) } ?? "automatic"
                g.nodes.append(.init(id: node, name: r.name.map(StitcherExtraction.locatorText) ?? (r.types.first ?? "?"), kind: scope,
                                     framework: "Stitcher", file: r.anchor.file, line: w.line(of: r.anchor)))
            }
            for u in graph.uses {
                guard let owner = u.owner,
                      let from = u.consumer == .injected ? typeNode[owner] : builtBy[owner] else { continue }
                let found = graph.find(u)
                let to = found.first.map { id(type: $0.types.first, name: $0.name) } ?? id(type: u.type, name: u.name)
                let kind = u.consumer == .injected ? "lazy" : "injects"
                guard edges.insert(from + ">" + to + kind).inserted else { continue }
                g.edges.append(.init(from: from, to: to, label: "", kind: kind, findings: (findingRules[u.anchor] ?? []).sorted()))
            }
        }
        for e in g.edges where !nodes.contains(e.to) {
            nodes.insert(e.to)
            g.nodes.append(.init(id: e.to, name: String(e.to.dropFirst("stitcher:".count)), kind: "unregistered", framework: "Stitcher"))
        }
        return g
    }
}
