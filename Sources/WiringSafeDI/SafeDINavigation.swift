import WiringAnalysis
import WiringSyntax

/// Navigation over the DI graph: what the language server asks about a
/// position (definition, references, hover), a file (code lenses) or the
/// workspace (symbols). Answers come from the current SafeDI tree.
extension SafeDIAnalysis: NavigationProvider {
    /// From a `@Received` property (or an alias's `fulfilledByDependencyNamed:`)
    /// to the properties that provide it in the tree; from an `@Instantiated`
    /// property to the `@Instantiable` declaration that fulfils it.
    func definition(path: String, offset: Int, in workspace: AnalysisWorkspace) -> [DILocation] {
        let tree = self.tree(for: path)
        let w = workspace
        guard let hit = hit(path: path, offset: offset, w) else { return [] }
        switch hit {
        case .dependency(let ref):
            let dep = tree.dependency(ref)
            switch dep.source {
            case .instantiated:
                guard let k = tree.target(of: ref) else { return [] }
                return locations([tree.anchor(record: k)], w)
            case .received, .aliased:
                return locations(tree.providers(of: ref).sorted().map { tree.anchor($0) }, w)
            case .forwarded:
                // who passes it: the instantiators of the type
                return locations(tree.instantiators[ref.record].map { tree.anchor($0) }, w)
            }
        case .record:
            return []
        }
    }

    /// From an `@Instantiable` type (its name or attribute) to every
    /// property that instantiates or receives it; from a dependency, the
    /// same for the type it names.
    func references(path: String, offset: Int, includeDeclaration: Bool, in workspace: AnalysisWorkspace) -> [DILocation] {
        let tree = self.tree(for: path)
        guard let hit = hit(path: path, offset: offset, workspace) else { return [] }
        let k: Int
        switch hit {
        case .record(let r): k = r
        case .dependency(let ref):
            guard let r = tree.target(of: ref) else { return [] }
            k = r
        }
        var anchors = tree.instantiators[k].map { tree.anchor($0) } + tree.receivers[k].map { tree.anchor($0) }
        if includeDeclaration { anchors.insert(tree.anchor(record: k), at: 0) }
        return locations(anchors, workspace)
    }

    func hover(path: String, offset: Int, in workspace: AnalysisWorkspace) -> DIHover? {
        let tree = self.tree(for: path)
        guard let hit = hit(path: path, offset: offset, workspace) else { return nil }
        switch hit {
        case .dependency(let ref):
            guard let r = workspace.range(of: tree.anchor(ref)) else { return nil }
            return DIHover(markdown: dependencyHover(ref, tree, workspace), range: r)
        case .record(let k):
            guard let r = workspace.range(of: tree.anchor(record: k)) else { return nil }
            return DIHover(markdown: recordHover(k, tree), range: r)
        }
    }

    /// `instantiated in 3 places · receives 4 · forwards 1` over each
    /// `@Instantiable` type of the file.
    func codeLenses(path: String, in workspace: AnalysisWorkspace) -> [DILens] {
        let tree = self.tree(for: path)
        return (tree.recordsByPath[path] ?? []).compactMap { k in
            guard let r = workspace.range(of: tree.anchor(record: k)) else { return nil }
            return DILens(range: r, title: lensTitle(k, tree), type: tree.name(record: k))
        }
    }

    /// DI types and their dependency properties whose name contains `query`
    /// (case-insensitive; everything for an empty query), at most `limit`.
    func symbols(query: String, limit: Int, in workspace: AnalysisWorkspace) -> [DISymbol] {
        let q = query.lowercased()
        func matches(_ s: String) -> Bool { q.isEmpty || s.lowercased().contains(q) }
        var out: [DISymbol] = []
        var seen: Set<Anchor> = []
        // every scope's records, each once
        scan: for tree in scopes.map(\.tree) {
            for k in tree.records.indices where seen.insert(tree.anchor(record: k)).inserted {
                let name = tree.name(record: k)
                let r = tree.records[k].record
                if matches(name), let loc = locations([tree.anchor(record: k)], workspace).first {
                    let detail = r.isRoot ? "@Instantiable(isRoot: true)" : (r.isExtension ? "instantiate()" : "@Instantiable")
                    out.append(DISymbol(name: name, kind: .type, container: nil, detail: detail, location: loc))
                }
                for (d, dep) in tree.records[k].dependencies.enumerated() where matches(dep.property.label) {
                    guard let loc = locations([tree.anchor(SafeDITree.DependencyRef(record: k, dependency: d))], workspace).first
                    else { continue }
                    out.append(DISymbol(name: dep.property.label, kind: .property, container: name,
                                        detail: tree.kindWord(dep) + " " + dep.property.asSource, location: loc))
                }
                if out.count >= limit { break scan }
            }
        }
        return Array(out.prefix(limit))
    }

    // MARK: - Hit testing

    private enum Hit {
        case record(Int)
        case dependency(SafeDITree.DependencyRef)
    }

    /// The dependency whose declaration (or `instantiate()` parameter)
    /// contains the offset, else the record whose name or `@Instantiable`
    /// attribute does.
    private func hit(path: String, offset: Int, _ workspace: AnalysisWorkspace) -> Hit? {
        let tree = self.tree(for: path)
        guard let records = tree.recordsByPath[path] else { return nil }
        func contains(_ a: Anchor) -> Bool {
            guard let r = workspace.range(of: a) else { return false }
            return r.lowerBound <= offset && offset <= r.upperBound
        }
        for k in records {
            for d in tree.records[k].dependencies.indices {
                let ref = SafeDITree.DependencyRef(record: k, dependency: d)
                if contains(tree.anchor(ref)) { return .dependency(ref) }
            }
        }
        for k in records {
            let r = tree.records[k].record
            if contains(tree.anchor(record: k)) { return .record(k) }
            if let decl = r.attributeDecl, let a = r.attribute, contains(Anchor(file: path, decl: decl, role: .attribute(a))) {
                return .record(k)
            }
        }
        return nil
    }

    private func locations(_ anchors: [Anchor], _ workspace: AnalysisWorkspace) -> [DILocation] {
        var seen: Set<DILocation> = []
        var out: [DILocation] = []
        for a in anchors {
            guard let r = workspace.range(of: a), let t = workspace.source(a.file) else { continue }
            let loc = DILocation(file: a.file, range: r, source: t)
            if seen.insert(loc).inserted { out.append(loc) }
        }
        return out
    }

    // MARK: - Wording

    private func place(_ a: Anchor, _ workspace: AnalysisWorkspace) -> String {
        let name = a.file.split(separator: "/").last.map(String.init) ?? a.file
        return workspace.line(of: a).map { "\(name):\($0)" } ?? name
    }

    private func chainText(_ k: Int, _ tree: SafeDITree) -> String? {
        guard let chain = tree.chain(to: k) else { return nil }
        let root = chain.first?.record ?? k
        return ([tree.name(record: root)] + chain.map { tree.dependency($0).property.type.asSource })
            .map { "`\($0)`" }.joined(separator: " → ")
    }

    private func dependencyHover(_ ref: SafeDITree.DependencyRef, _ tree: SafeDITree, _ workspace: AnalysisWorkspace) -> String {
        let dep = tree.dependency(ref)
        var lines = ["**\(tree.kindWord(dep))** `\(dep.property.asSource)` on `\(tree.name(record: ref.record))`"]
        switch dep.source {
        case .instantiated(let f, let erased):
            let built = dep.instantiatedType
            if let k = tree.record(fulfilling: built) {
                lines.append("Built by `\(tree.name(record: k))` (\(place(tree.anchor(record: k), workspace)))"
                             + (f != nil ? ", named by `fulfilledByType:`" : "") + (erased ? ", erased to the declared type" : "") + ".")
            } else {
                lines.append("No `@Instantiable` type or extension fulfils `\(built.asSource)`.")
            }
            if dep.property.type.isLazy { lines.append("Lazy: built on each `instantiate()` call.") }
        case .received(let onlyIfAvailable), .aliased(_, _, let onlyIfAvailable):
            if case .aliased(let f, _, _) = dep.source { lines.append("Receives `\(f.asSource)` under this name.") }
            let providers = tree.providers(of: ref).sorted()
            if providers.isEmpty {
                lines.append(onlyIfAvailable ? "Nothing above provides it: it is `nil`." : "Nothing above it in the tree provides it.")
            } else {
                let list = providers.map { p in "`\(tree.name(record: p.record)).\(tree.dependency(p).property.label)` (\(tree.kindWord(tree.dependency(p))), \(place(tree.anchor(p), workspace)))" }
                lines.append("Provided by " + list.joined(separator: ", ") + ".")
            }
        case .forwarded:
            let n = tree.instantiators[ref.record].count
            lines.append("Passed in by whoever instantiates `\(tree.name(record: ref.record))` (\(n) instantiator\(n == 1 ? "" : "s")).")
        }
        if let chain = chainText(ref.record, tree) {
            lines.append("Chain: " + chain)
        } else if !tree.reachable[ref.record] {
            lines.append("`\(tree.name(record: ref.record))` is not reachable from any root.")
        }
        return lines.joined(separator: "\n\n")
    }

    private func recordHover(_ k: Int, _ tree: SafeDITree) -> String {
        let r = tree.records[k].record
        var lines = ["**`\(tree.name(record: k))`** · " + (r.isRoot ? "root of a SafeDI tree" : (r.isExtension ? "`instantiate()` extension" : "@Instantiable"))]
        lines.append(lensTitle(k, tree))
        if tree.records[k].instantiableTypes.count > 1 {
            lines.append("Also fulfils " + tree.records[k].instantiableTypes.dropFirst().map { "`\($0.asSource)`" }.joined(separator: ", ") + ".")
        }
        if let chain = chainText(k, tree), !r.isRoot { lines.append("Chain: " + chain) }
        let deps = tree.records[k].dependencies.map { "- \(tree.kindWord($0)) `\($0.property.asSource)`" }
        if !deps.isEmpty { lines.append(deps.joined(separator: "\n")) }
        return lines.joined(separator: "\n\n")
    }

    private func lensTitle(_ k: Int, _ tree: SafeDITree) -> String {
        let deps = tree.records[k].dependencies
        let instantiates = deps.filter { $0.source.isInstantiated }.count
        let receives = deps.filter { if case .received = $0.source { return true }; if case .aliased = $0.source { return true }; return false }.count
        let forwards = deps.filter { $0.source.isForwarded }.count
        var parts: [String] = []
        if tree.records[k].record.isRoot {
            parts.append("root")
        } else {
            let n = tree.instantiators[k].count
            parts.append("instantiated in \(n) place\(n == 1 ? "" : "s")")
        }
        if instantiates > 0 { parts.append("instantiates \(instantiates)") }
        if receives > 0 { parts.append("receives \(receives)") }
        if forwards > 0 { parts.append("forwards \(forwards)") }
        return parts.joined(separator: " · ")
    }
}
