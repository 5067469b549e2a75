import Dispatch
import WiringAnalysis
import WiringSyntax

/// SafeDI on the incremental workspace.
///
/// - One unit per file: the macros' own diagnostics (`@Instantiable`,
///   `@Instantiated`, `@Received`, `@Forwarded`), which read nothing but the
///   declaration they are attached to.
/// - The dependency tree (SafeDITool's checks), over the whole workspace:
///   rebuilt from every file's `SafeDIFileModel` when one of them changes
///   (an edit in a body, or anywhere outside SafeDI's declarations, changes
///   none), its findings reported per file so that only the files whose
///   findings changed are republished. See `SafeDITree`.
final class SafeDIAnalysis: LibraryAnalysis, GraphContributor {
    /// The macros' diagnostics of a file.
    static let fileUnit: UInt8 = 0
    /// Tree findings, one unit per file they are anchored in.
    static let treeUnit: UInt8 = 1

    /// Each file's contribution to the tree (files without any are absent),
    /// and its records as ids of `types`.
    private var models: [Int32: (model: SafeDIFileModel, interned: [InternedRecord])] = [:]
    private let types = SafeDITypes()
    private var orderedFiles: [(id: Int32, path: String)] = []
    /// The current tree: rebuilt when some file's contribution changes.
    private(set) var tree: SafeDITree
    /// Files holding tree findings after the last rebuild.
    private var treeFindingFiles: Set<Int32> = []
    /// The rule ids of the tree findings about each declaration (graph edges).
    private(set) var treeFindingRules: [Anchor: [String]] = [:]

    private(set) var lastTimes: [(String, Double)] = []

    init() {
        tree = SafeDITree(files: [], types: types)
    }

    func update(_ context: UpdateContext) {
        // the macros' diagnostics read nothing but their file
        let ordered = context.changedFiles
        let results = Parallel.map(ordered.count) { computeFileUnit(ordered[$0], context) }
        for (id, findings) in zip(ordered, results) {
            let unit = UnitID(kind: Self.fileUnit, file: id)
            if let findings { context.report(unit, findings: findings) } else { context.remove(unit) }
        }
        // the tree: only when what some file contributes changed
        let changedModels = Parallel.map(context.changedFiles.count) { k -> SafeDIFileModel? in
            guard let st = context.file(context.changedFiles[k]) else { return nil }
            let model = SafeDIFileModel(facts: st.facts, qualifiedNames: st.qualifiedNames)
            return model.isEmpty ? nil : model
        }
        var treeChanged = false
        if models.isEmpty { types.reserve(records: changedModels.reduce(0) { $0 + ($1?.records.count ?? 0) }) }
        for (id, model) in zip(context.changedFiles, changedModels) where models[id]?.model != model {
            models[id] = model.map { ($0, $0.records.map { InternedRecord($0, types) }) }
            treeChanged = true
        }
        lastTimes = []
        if treeChanged {
            let t0 = DispatchTime.now().uptimeNanoseconds
            rebuildTree(context)
            lastTimes.append(("SafeDI tree (\(tree.records.count) records)", Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6))
        }
    }

    private func rebuildTree(_ context: UpdateContext) {
        // the files in path order, sorted again only when the set changes
        if orderedFiles.count != models.count || !orderedFiles.allSatisfy({ models[$0.id] != nil }) {
            orderedFiles = context.sortedByPath(models.keys).map { (id: $0, path: context.path(of: $0)) }
        }
        let old = Discarded(tree)
        tree = SafeDITree(files: orderedFiles.map { (path: $0.path, model: models[$0.id]!.model, interned: models[$0.id]!.interned) },
                          types: types)
        // the old tree is freed off the edit's path
        DispatchQueue.global(qos: .utility).async { old.drop() }
        var findings: [Finding] = []
        for rule in SafeDITreeRules.all { rule.check(tree, into: &findings) }
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
    }

    /// SafeDI's part of the graph: every record as a node (roots marked),
    /// every dependency as an edge to the record that fulfils its type (or
    /// to an `external` node), with the tree findings about it.
    func graph(_ workspace: AnalysisWorkspace) -> DependencyGraph {
        var g = DependencyGraph()
        let t = tree
        // node ids: the type, with the file when two records share a type
        var count: [String: Int] = [:]
        for r in t.records { count[r.record.concrete.asSource, default: 0] += 1 }
        func id(_ k: Int) -> String {
            let name = t.records[k].record.concrete.asSource
            return count[name]! > 1 ? name + " (" + t.records[k].path + ")" : name
        }
        var external: Set<String> = []
        for k in t.records.indices {
            let r = t.records[k].record
            let at = t.anchor(record: k)
            g.nodes.append(.init(id: id(k), name: r.concrete.asSource, kind: r.isRoot ? "root" : "instantiable",
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
                if let fulfilling {
                    to = id(fulfilling)
                } else {
                    to = target.asSource
                    if !count.keys.contains(to) { external.insert(to) }
                }
                let at = t.anchor(ref)
                let rules = treeFindingRules[Anchor(file: at.file, decl: at.decl, role: .declaration)] ?? []
                g.edges.append(.init(from: id(k), to: to, label: dep.property.label, kind: kind, findings: rules))
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
        // the macros only run where their attributes are written
        guard st.facts.decls.indices.contains(where: { i in
            st.facts.decls[i].attributes.contains { SafeDINames.isSafeDIAttribute($0) }
        }) else { return [] }
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

    /// Whether the compiler expands the attribute as one of SafeDI's macros
    /// (written plainly or module-qualified).
    static func macro(of attr: AttributeFact) -> String? { attr.macroName(module: module, names: macroNames) }

    private static let macroNames = dependencyAttributes.union([instantiable])

    static func isSafeDIAttribute(_ attr: AttributeFact) -> Bool { macro(of: attr) != nil }
}

/// A value handed to another thread only to be released there: nothing
/// reads it after `drop`.
private final class Discarded: @unchecked Sendable {
    private var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
    func drop() { value = nil }
}
