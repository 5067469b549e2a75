import Dispatch
import WiringAnalysis
import WiringSyntax

/// SafeDI on the incremental workspace.
///
/// - One unit per file: the macros' own diagnostics (`@Instantiable`,
///   `@Instantiated`, `@Received`, `@Forwarded`), which read nothing but the
///   declaration they are attached to.
/// - The dependency trees (SafeDITool's checks), one per scope: the records
///   a module sees (its own and its dependencies'), as SafeDITool builds a
///   module's tree; with one module, the whole workspace. A scope's tree is
///   rebuilt from its files' `SafeDIFileModel`s when one of them changes
///   (an edit in a body, or anywhere outside SafeDI's declarations, changes
///   none). Findings are reported once, per file, so only the files whose
///   findings changed are republished; a type is unreachable only when no
///   scope that sees it reaches it. See `SafeDITree`.
final class SafeDIAnalysis: LibraryAnalysis, GraphContributor {
    /// The macros' diagnostics of a file.
    static let fileUnit: UInt8 = 0
    /// Tree findings, one unit per file they are anchored in.
    static let treeUnit: UInt8 = 1

    /// Each file's contribution to the tree (files without any are absent),
    /// and its records as ids of `types`.
    private var models: [Int32: SafeDIFileInput] = [:]
    /// The keys of `models`, in path order.
    private var orderedFiles: [Int32] = []
    /// The files of `models` with a root, and those whose configuration
    /// includes folders (which modules' trees are built asks of them).
    private var rootFiles: Set<Int32> = []
    private var directoryFiles: Set<Int32> = []
    private let types = SafeDITypes()

    /// The records one module sees: its files (with models), in path order,
    /// and their tree.
    struct Scope {
        var files: [Int32]
        var tree: SafeDITree
    }
    private(set) var scopes: [Scope] = []
    /// Files holding tree findings after the last rebuild.
    private var treeFindingFiles: Set<Int32> = []
    /// The rule ids of the tree findings about each declaration (graph edges).
    private(set) var treeFindingRules: [Anchor: [String]] = [:]

    private(set) var lastTimes: [(String, Double)] = []

    /// The tree of the largest scope holding `path` (navigation asks one).
    func tree(for path: String) -> SafeDITree {
        scopes.filter { $0.tree.recordsByPath[path] != nil }.max { $0.tree.records.count < $1.tree.records.count }?.tree
            ?? scopes.max { $0.tree.records.count < $1.tree.records.count }?.tree ?? SafeDITree(files: [], types: types)
    }

    func update(_ context: UpdateContext) {
        // the macros' diagnostics read nothing but their file
        let ordered = context.changedFiles
        let results = Parallel.map(ordered.count) { computeFileUnit(ordered[$0], context) }
        for (id, findings) in zip(ordered, results) {
            let unit = UnitID(kind: Self.fileUnit, file: id)
            if let findings { context.report(unit, findings: findings) } else { context.remove(unit) }
        }
        // the trees: only when what some file contributes changed
        let changedModels = Parallel.map(context.changedFiles.count) { k -> SafeDIFileModel? in
            // most files hold nothing of SafeDI: told without passing (copying) their facts
            guard let st = context.file(context.changedFiles[k]), SafeDIFileModel.mayHold(st.facts.markers) else { return nil }
            let model = SafeDIFileModel(facts: st.facts, qualifiedNames: st.qualifiedNames)
            return model.isEmpty ? nil : model
        }
        if models.isEmpty { types.reserve(records: changedModels.reduce(0) { $0 + ($1?.records.count ?? 0) }) }
        var changedFiles: Set<Int32> = []
        var fileSetChanged = false
        for (id, model) in zip(context.changedFiles, changedModels) where models[id]?.model != model {
            let input = model.map { SafeDIFileInput(path: context.path(of: id), model: $0, interned: $0.records.map { InternedRecord($0, types) }) }
            let hasRoot = input?.hasRoot ?? false
            // the folders a configuration includes decide which files a tree
            // holds, and the roots which modules have a tree of their own
            if models[id]?.model.additionalDirectories ?? [] != model?.additionalDirectories ?? [] || rootFiles.contains(id) != hasRoot {
                fileSetChanged = true
            }
            if (models[id] == nil) != (model == nil) {
                fileSetChanged = true
                // the files with models, kept in path order
                let path = context.path(of: id)
                var lo = 0, hi = orderedFiles.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if models[orderedFiles[mid]]!.path < path { lo = mid + 1 } else { hi = mid }
                }
                if model == nil { orderedFiles.remove(at: lo) } else { orderedFiles.insert(id, at: lo) }
            }
            models[id] = input
            if hasRoot { rootFiles.insert(id) } else { rootFiles.remove(id) }
            if model?.additionalDirectories.isEmpty == false { directoryFiles.insert(id) } else { directoryFiles.remove(id) }
            changedFiles.insert(id)
        }
        lastTimes = []
        guard !changedFiles.isEmpty || context.modulesChanged else { return }
        let t0 = DispatchTime.now().uptimeNanoseconds
        let wanted = fileSetChanged || context.modulesChanged || scopes.isEmpty ? scopeFiles(context) : scopes.map(\.files)
        let walked = rebuildTrees(wanted, changed: changedFiles, context)
        let records = scopes.reduce(0) { $0 + $1.tree.records.count }
        let roots = scopes.reduce(0) { $0 + $1.tree.roots.count }
        lastTimes.append(("SafeDI tree (\(records) records, \(walked) of \(roots) roots walked)",
                          Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6))
    }

    /// The files of each scope: every file with records when the workspace
    /// is one module. Else, SafeDITool's trees are built where roots are:
    /// for each module holding a root, the files of the modules it sees
    /// (and files no module claims); and, for the types that only modules
    /// without roots see (duplicates are those visible together), the
    /// files each widest such module sees, a test module of others aside.
    /// Each distinct set once.
    private func scopeFiles(_ context: UpdateContext) -> [[Int32]] {
        let all = orderedFiles
        let scope = context.modules
        if scope.isUniform { return all.isEmpty ? [] : [all] }
        let graph = scope.graph
        // files by module set: the sets are few, the files many
        let setOf = all.map { context.moduleSet(of: $0) }
        var modulesOfSet: [Int32: [Int]] = [:]
        var holding: Set<Int> = [], rooted: Set<Int> = []
        // per module set (a few), whether one of its files has a root
        var setHasRoot: [Int32: Bool] = [:]
        for k in Set(setOf) { setHasRoot[k] = false }
        for id in rootFiles { setHasRoot[context.moduleSet(of: id)] = true }
        for (k, hasRoot) in setHasRoot {
            let ms = scope.modules(ofSet: k)
            modulesOfSet[k] = ms
            holding.formUnion(ms)
            if hasRoot { rooted.formUnion(ms) }
        }
        // `#SafeDIConfiguration(additionalDirectoriesToInclude:)`: folders,
        // relative to the package root (the module's container), whose files
        // join the tree of the module declaring it; their roots make it rooted
        var folders: [Int: [String]] = [:]
        for (id, k) in zip(all, setOf) where directoryFiles.contains(id) {
            for m in modulesOfSet[k]! {
                folders[m, default: []] += models[id]!.model.additionalDirectories.map {
                    Self.folder($0, in: graph.modules[m].container)
                }
            }
        }
        func included(_ m: Int) -> [Int32] {
            guard let prefixes = folders[m] else { return [] }
            return all.filter { id in prefixes.contains { models[id]!.path.hasPrefix($0) } }
        }
        for m in folders.keys where included(m).contains(where: { models[$0]!.hasRoot }) {
            rooted.insert(m)
        }
        let visible = Dictionary(uniqueKeysWithValues: holding.map { ($0, Set(graph.visible(from: $0))) })
        /// The module sets whose files module `m` sees (files no module claims: always).
        func sets(_ m: Int) -> Set<Int32> {
            Set(modulesOfSet.compactMap { k, ms in ms.isEmpty || ms.contains(where: visible[m]!.contains) ? k : nil })
        }
        // A tree is told by what it holds: the module sets it sees (each has
        // files, so trees compare as their sets do), or, where configured
        // folders add files, the files themselves.
        let byFiles = !folders.isEmpty
        func holds(_ m: Int) -> Set<Int32> {
            let s = sets(m)
            guard byFiles else { return s }
            let extra = Set(included(m))
            return Set(zip(all, setOf).filter { s.contains($1) || extra.contains($0) }.map(\.0))
        }
        var chosen: [Set<Int32>] = []
        for m in rooted.sorted() {
            let h = holds(m)
            if !chosen.contains(h) { chosen.append(h) }
        }
        // the widest modules: seen by no other module holding records; not a
        // test module of others that hold records (its fakes beside the
        // real types are no tree SafeDITool builds: the plugin runs in the
        // app, not in its tests)
        func testOfOthers(_ m: Int) -> Bool {
            graph.modules[m].isTest && holding.contains { $0 != m && visible[m]!.contains($0) }
        }
        for m in holding.sorted() where !testOfOthers(m)
            && !holding.contains(where: { $0 != m && !testOfOthers($0) && visible[$0]!.isStrictSuperset(of: visible[m]!) }) {
            let h = holds(m)
            if !chosen.contains(where: { $0.isSuperset(of: h) }) { chosen.append(h) }
        }
        // each tree's files in path order; set ids are small, so membership is by index
        let low = setOf.min() ?? 0, high = setOf.max() ?? 0
        var out = chosen.filter { !$0.isEmpty }.map { h -> [Int32] in
            if byFiles { return all.filter(h.contains) }
            var member = [Bool](repeating: false, count: Int(high - low) + 1)
            for k in h where k >= low && k <= high { member[Int(k - low)] = true }
            return zip(all, setOf).filter { member[Int($1 - low)] }.map(\.0)
        }
        if out.isEmpty && !all.isEmpty { out.append(all) }
        return out
    }

    /// A folder `additionalDirectoriesToInclude` names, as a path prefix:
    /// relative to the package root, or absolute.
    static func folder(_ directory: String, in container: String) -> String {
        var d = directory
        while d.hasPrefix("./") { d.removeFirst(2) }
        while d.hasSuffix("/") { d.removeLast() }
        if d.isEmpty || d == "." { return container.hasSuffix("/") ? container : container + "/" }
        let base = d.hasPrefix("/") ? d : (container.hasSuffix("/") ? container + d : container + "/" + d)
        return base + "/"
    }

    /// Makes the trees `wanted` and reports their findings; returns how
    /// many roots the trees made again walked (the others kept their walks).
    private func rebuildTrees(_ wanted: [[Int32]], changed: Set<Int32>, _ context: UpdateContext) -> Int {
        var walkedRoots = 0
        // a scope is built again when its files differ or one of them changed
        var previous: [[Int32]: SafeDITree] = [:]
        for s in scopes { previous[s.files] = s.tree }
        // a scope whose files changed (a file gained or lost its last record)
        // is made from the tree at its place before, which keeps what it can
        let before = scopes.count == wanted.count ? scopes.map(\.tree) : nil
        scopes = wanted.enumerated().map { i, files in
            let same = previous[files]
            let positions = files.indices.filter { changed.contains(files[$0]) }
            if let same, positions.isEmpty { return Scope(files: files, tree: same) }
            // the same files: the tree's inputs with the changed ones replaced
            // (not thousands of lookups for a one-file edit)
            var list: [SafeDIFileInput]
            if let same {
                list = same.inputs
                for k in positions { list[k] = models[files[k]]! }
            } else {
                list = files.map { models[$0]! }
            }
            let tree = SafeDITree(files: list, types: types, previous: same ?? before?[i])
            walkedRoots += tree.walkedRoots
            return Scope(files: files, tree: tree)
        }
        // the old trees (the last references to those not kept) are freed off the edit's path
        Discard.later((consume previous, consume before))
        let t0 = DispatchTime.now().uptimeNanoseconds
        defer { lastTimes.append(("SafeDI tree findings", Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)) }

        // every scope's findings, each once; an unreachable type only when
        // every scope with roots that holds it says so
        var findings: [Finding] = []
        var seen: Set<String> = []
        var unreachable: [Anchor: (finding: Finding, count: Int)] = [:]
        var scopesWithRoots: [Anchor: Int] = [:]
        if scopes.count == 1 {
            // one tree (a workspace of one app): its findings as they are
            for rule in SafeDITreeRules.all { rule.check(scopes[0].tree, into: &findings) }
        }
        for s in scopes where scopes.count > 1 {
            var found: [Finding] = []
            for rule in SafeDITreeRules.all { rule.check(s.tree, into: &found) }
            if !s.tree.roots.isEmpty {
                for k in s.tree.records.indices { scopesWithRoots[s.tree.anchor(record: k), default: 0] += 1 }
            }
            for f in found {
                if f.rule == UnreachableInstantiable().info.id {
                    unreachable[f.anchor, default: (f, 0)].count += 1
                    continue
                }
                if seen.insert(f.rule + "\u{0}" + f.anchor.file + "\u{0}\(f.anchor.decl)\u{0}\(f.anchor.role)").inserted { findings.append(f) }
            }
        }
        for (anchor, u) in unreachable.sorted(by: { ($0.key.file, $0.key.decl.value) < ($1.key.file, $1.key.decl.value) })
        where u.count == scopesWithRoots[anchor] {
            findings.append(u.finding)
        }
        var byFile: [String: [Finding]] = [:]
        treeFindingRules = [:]
        for f in findings {
            byFile[f.anchor.file, default: []].append(f)
            let decl = Anchor(file: f.anchor.file, decl: f.anchor.decl, role: .declaration)
            if treeFindingRules[decl]?.contains(f.rule) != true { treeFindingRules[decl, default: []].append(f.rule) }
        }
        var now: Set<Int32> = []
        for (path, list) in byFile {
            guard let st = context.file(path: path) else { continue }
            now.insert(st.id)
            context.report(UnitID(kind: Self.treeUnit, file: st.id), findings: list)
        }
        for id in treeFindingFiles.subtracting(now) { context.remove(UnitID(kind: Self.treeUnit, file: id)) }
        treeFindingFiles = now
        return walkedRoots
    }

    /// SafeDI's part of the graph: every record as a node (roots marked),
    /// every dependency as an edge to the record that fulfils its type (or
    /// to an `external` node), with the tree findings about it.
    func graph(_ workspace: AnalysisWorkspace) -> DependencyGraph {
        var g = DependencyGraph()
        // every record once (by its anchor), from the first scope holding it
        var entries: [(tree: SafeDITree, k: Int)] = []
        var index: [Anchor: Int] = [:]
        for s in scopes {
            for k in s.tree.records.indices where index[s.tree.anchor(record: k)] == nil {
                index[s.tree.anchor(record: k)] = entries.count
                entries.append((s.tree, k))
            }
        }
        // node ids: the type, with the file when two records share a type
        var count: [String: Int] = [:]
        for (t, k) in entries { count[t.records[k].record.concrete.asSource, default: 0] += 1 }
        func id(_ t: SafeDITree, _ k: Int) -> String {
            let name = t.records[k].record.concrete.asSource
            return count[name]! > 1 ? name + " (" + t.records[k].path + ")" : name
        }
        var external: Set<String> = []
        for (t, k) in entries {
            let r = t.records[k].record
            let at = t.anchor(record: k)
            g.nodes.append(.init(id: id(t, k), name: r.concrete.asSource, kind: r.isRoot ? "root" : "instantiable",
                                 framework: "SafeDI", file: at.file, line: workspace.line(of: at)))
            for (d, dep) in t.records[k].dependencies.enumerated() {
                let kind: String
                let target: TypeDescription
                let ref = SafeDITree.DependencyRef(record: k, dependency: d)
                let fulfilling: Int?
                switch dep.source {
                case .instantiated: kind = "instantiated"; target = dep.instantiatedType; fulfilling = t.target(of: ref)
                case .received, .aliased:
                    kind = "received"; target = dep.fulfillingProperty.type.asInstantiatedType; fulfilling = t.target(of: ref)
                case .forwarded: kind = "forwarded"; target = dep.property.type; fulfilling = t.record(fulfilling: target)
                }
                let to: String
                if let fulfilling, let e = index[t.anchor(record: fulfilling)] {
                    to = id(entries[e].tree, entries[e].k)
                } else {
                    to = target.asSource
                    if !count.keys.contains(to) { external.insert(to) }
                }
                let at = t.anchor(ref)
                let rules = treeFindingRules[Anchor(file: at.file, decl: at.decl, role: .declaration)] ?? []
                g.edges.append(.init(from: id(t, k), to: to, label: dep.property.label, kind: kind, findings: rules))
            }
        }
        for name in external.sorted() {
            g.nodes.append(.init(id: name, name: name, kind: "external", framework: "SafeDI"))
        }
        return g
    }

    /// The macros' diagnostics of a file; nil when it is gone.
    private func computeFileUnit(_ id: Int32, _ context: UpdateContext) -> [Finding]? {
        guard let st = context.file(id) else { return nil }
        // the macros only run where they are written
        guard st.facts.fileMacros.contains("SafeDIConfiguration")
                || st.hasAttribute(named: SafeDINames.isSafeDIAttribute(named:)) else { return [] }
        let file = SafeDIFileContext(path: st.path, facts: st.facts, simulation: SafeDIMacroSimulation(facts: st.facts))
        var findings: [Finding] = []
        for rule in SafeDIRules.fileRules { rule.check(file, into: &findings) }
        return findings
    }
}

/// One file, for SafeDI's macro rules.
struct SafeDIFileContext {
    let path: String
    let facts: FileFacts
    /// What the macros do to the file.
    let simulation: SafeDIMacroSimulation

    func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
    func decl(_ i: Int) -> DeclFact { facts.decls[i] }

    /// The event's anchor.
    func anchor(_ e: SafeDIMacroEvent) -> Anchor { anchor(e.decl, e.role) }

    var fixes: SafeDIFixes { SafeDIFixes(file: self) }
}

/// What a rule about one file's SafeDI declarations reads.
protocol SafeDIFileRule: Rule {
    func check(_ file: SafeDIFileContext, into out: inout [Finding])
}

enum SafeDIRules {
    static var fileRules: [any SafeDIFileRule] { SafeDIMacroRules.all }

    /// In the order `wiring rules` lists them. The tree's errors are
    /// SafeDITool's, at build time.
    static var all: [RuleInfo] {
        fileRules.map(\.info) + SafeDITreeRules.all.map { rule in
            var info = rule.info
            info.reportedBy = "SafeDITool, at build time"
            return info
        }
    }
}

/// The names SafeDI's macros and tool use.
enum SafeDINames {
    static let module = "SafeDI"
    static let instantiable = "Instantiable"
    static let instantiated = "Instantiated"
    static let received = "Received"
    static let forwarded = "Forwarded"
    static let dependencyAttributes: Set<String> = [instantiated, received, forwarded]

    /// A dependency attribute as the macros and the tool read one: not one
    /// inside an `#if` of the attribute list, which both skip (the property
    /// is then no dependency).
    static func isDependency(_ attr: AttributeFact) -> Bool { !attr.isConditional && dependencyAttributes.contains(attr.name) }

    /// Whether the compiler expands the attribute as one of SafeDI's macros
    /// (written plainly or module-qualified).
    static func macro(of attr: AttributeFact) -> String? { macro(named: attr.name) }
    static func macro(named name: String) -> String? { AttributeFact.macroName(name, module: module, names: macroNames) }

    private static let macroNames = dependencyAttributes.union([instantiable])

    /// A string literal's content as SafeDI's macros take one: a literal of
    /// one swift-syntax segment, which a `\n` escape ends (the macros then
    /// say it is no string literal).
    static func literal(_ text: String) -> String? {
        guard let s = ArgumentReader.string(text) else { return nil }
        return s.utf8.contains(UInt8(ascii: "\n")) ? nil : s
    }

    static func isSafeDIAttribute(_ attr: AttributeFact) -> Bool { macro(of: attr) != nil }
    static func isSafeDIAttribute(named name: String) -> Bool { macro(named: name) != nil }
}

/// A value handed to another thread only to be released there: nothing
/// reads it after `drop`.

