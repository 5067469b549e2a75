import Dispatch
import WiringSyntax

/// A library's analysis: facts in, findings out, recomputed by what
/// changed. The workspace knows libraries only through this.
protocol LibraryAnalysis: AnyObject {
    /// Brings the library's units up to date: the files in
    /// `changes.changedFiles` have new facts (or are gone), the keys in
    /// `changes.dirtyKeys` stand for something else now. Each recomputed
    /// unit reports its findings to `changes`.
    func update(_ changes: UpdateContext)

    /// The library's part of the dependency graph (`wiring graph`).
    func graph(_ workspace: AnalysisWorkspace) -> DependencyGraph

    var name: String { get }
    /// Milliseconds of the parts of its last update worth telling apart.
    var lastTimes: [(String, Double)] { get }
}

extension LibraryAnalysis {
    func graph(_ workspace: AnalysisWorkspace) -> DependencyGraph { DependencyGraph() }
    var lastTimes: [(String, Double)] { [] }
}

/// One file as the analysis holds it: its facts and its anchors.
final class FileState {
    let id: Int32
    let path: String
    var facts: FileFacts
    var anchors: FileAnchors
    private var cachedMap: AnchorMap?
    private var cachedQualifiedNames: [String]?

    func setQualifiedNames(_ q: [String]) { cachedQualifiedNames = q }

    /// Each type-like declaration's qualified name (`Outer.Inner`; a type
    /// declared in `extension Outer` is `Outer.Inner` too); "" for the others.
    var qualifiedNames: [String] {
        if let q = cachedQualifiedNames { return q }
        var q: [String] = []
        q.reserveCapacity(facts.decls.count)
        for i in facts.decls.indices {
            let kind = facts.decls[i].kind
            guard kind.isTypeLike else {
                q.append("")
                continue
            }
            let own = kind == .extension ? TypeNames.strip(facts.decls[i].name) : facts.decls[i].name
            let parent = facts.decls[i].parent
            q.append(parent >= 0 ? q[Int(parent)] + "." + own : own)
        }
        cachedQualifiedNames = q
        return q
    }

    init(id: Int32, path: String, facts: FileFacts, anchors: FileAnchors) {
        self.id = id
        self.path = path
        self.facts = facts
        self.anchors = anchors
    }

    var map: AnchorMap {
        if let m = cachedMap { return m }
        let m = AnchorMap(facts: facts, anchors: anchors)
        cachedMap = m
        return m
    }

    /// New facts and anchors; qualified names are computed at once (units
    /// may read them from several threads).
    func set(facts: FileFacts, anchors: FileAnchors, factsChanged: Bool) {
        self.facts = facts
        self.anchors = anchors
        cachedMap = nil
        if factsChanged {
            cachedQualifiedNames = nil
            _ = qualifiedNames
        }
    }
}

/// What a library reads and reports during one update.
final class UpdateContext {
    let workspace: AnalysisWorkspace
    /// Files whose facts changed, appeared or vanished, by id, sorted by path.
    let changedFiles: [Int32]
    let dirtyKeys: Set<DepKey>
    let everything: Bool

    init(workspace: AnalysisWorkspace, changedFiles: [Int32], dirtyKeys: Set<DepKey>, everything: Bool) {
        self.workspace = workspace
        self.changedFiles = changedFiles
        self.dirtyKeys = dirtyKeys
        self.everything = everything
    }

    var symbols: SymbolTable { workspace.symbols }
    func file(_ id: Int32) -> FileState? { workspace.file(id) }
    func file(path: String) -> FileState? { workspace.file(path: path) }

    func report(_ unit: UnitID, findings: [Finding], coverage: [CoverageFinding] = []) {
        workspace.setOutput(unit, findings: findings, coverage: coverage)
    }

    func remove(_ unit: UnitID) { workspace.setOutput(unit, findings: [], coverage: []) }
}

/// The analysis of a whole workspace, kept up to date file by file.
///
/// Files come in as facts and anchors (`update`); the symbol table says
/// which names changed, each library recomputes the units that read them,
/// and the findings of every file whose findings, anchors or referenced
/// anchors changed are localized again. `update` returns exactly the files
/// whose diagnostics or coverage differ from before — also when they became
/// empty. The result never depends on the order files were given in.
public final class AnalysisWorkspace {
    public enum FileChange: Sendable {
        case set(path: String, facts: FileFacts, anchors: FileAnchors)
        case remove(path: String)
    }

    public private(set) var configuration: Configuration
    /// The text a file's current facts were made from (localization reads
    /// it for lines and fix-its); nil when it is no longer available.
    private let text: (String) -> SourceText?

    private var files: [FileState?] = []
    private var idByPath: [String: Int32] = [:]
    /// Paths by id, also of files that are gone (ids are never reused).
    private var pathByID: [String] = []
    private(set) var symbols = SymbolTable()
    private let libraries: [any LibraryAnalysis]
    let safeDI = SafeDIAnalysis()

    private var unitFindings: [UnitID: [Finding]] = [:]
    private var unitCoverage: [UnitID: [CoverageFinding]] = [:]
    /// Per file, the units with output anchored in it.
    private var unitsByFile: [String: Set<UnitID>] = [:]
    /// Per file, the files its output points into (related information,
    /// fix-its in other files, coverage members in extensions), and back.
    private var references: [String: Set<String>] = [:]
    private var referencedBy: [String: Set<String>] = [:]
    private var outputChanged: Set<String> = []
    /// Whether the first update has run (the symbol table then tracks changes).
    private var loaded = false

    private var localized: [String: [Diagnostic]] = [:]
    private var localizedCoverage: [String: [GateCoverage]] = [:]
    /// Per file, the lines and UTF-16 columns of every range its
    /// diagnostics and coverage show: what a client sees changes when these
    /// do, even with every byte offset kept.
    private var diagnosticPositions: [String: [Int32]] = [:]
    private var coveragePositions: [String: [Int32]] = [:]
    /// Files whose gate coverage changed since the last `takeCoverageChanged`
    /// (code lenses to refresh); `update` itself answers the files whose
    /// diagnostics did.
    private var coverageChanged: Set<String> = []

    public func takeCoverageChanged() -> Set<String> {
        defer { coverageChanged = [] }
        return coverageChanged
    }
    /// Files whose text was unavailable at the last localization.
    public private(set) var missingText: Set<String> = []

    /// Milliseconds each library (and its named parts) took in the last
    /// update that changed facts (`wiring check --verbose`).
    public private(set) var lastUpdateTimes: [(String, Double)] = []

    /// Called before many files are localized at once with the files that
    /// will be, so that their texts can be read together.
    private let prefetch: ([String]) -> Void

    /// Whether gate coverage is kept and localized (a check that does not
    /// show it skips the work).
    private let keepsCoverage: Bool

    public init(configuration: Configuration = Configuration(), keepsCoverage: Bool = true,
                text: @escaping (String) -> SourceText?, prefetch: @escaping ([String]) -> Void = { _ in }) {
        self.configuration = configuration
        self.keepsCoverage = keepsCoverage
        self.text = text
        self.prefetch = prefetch
        libraries = [InitializableAnalysis(), safeDI]
    }

    // MARK: - Files

    func file(_ id: Int32) -> FileState? { Int(id) < files.count ? files[Int(id)] : nil }

    func file(path: String) -> FileState? { idByPath[path].flatMap { file($0) } }

    public var paths: [String] { files.compactMap { $0?.path }.sorted() }

    public var fileCount: Int { files.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    public func facts(path: String) -> FileFacts? { file(path: path)?.facts }

    private func id(for path: String) -> Int32 {
        if let id = idByPath[path] { return id }
        let id = Int32(files.count)
        files.append(nil)
        pathByID.append(path)
        idByPath[path] = id
        return id
    }

    /// File ids in path order, and each id's place in it. Ids are never
    /// reused, so this changes only when a path gets a new id; sorting ids
    /// by rank then orders them as their paths do, without comparing strings
    /// (three such sorts of 10,000 paths took 50 ms of a cold check).
    private var idsInPathOrder: [Int32] = []
    private var rankByID: [Int32] = []

    private func updatePathRanks() {
        let known = rankByID.count, count = pathByID.count
        guard known < count else { return }
        // the new ids after the old order: a stable sort merges the two runs
        // in linear time (a first load's ids come in path order already)
        idsInPathOrder += Int32(known)..<Int32(count)
        idsInPathOrder.sort { pathByID[Int($0)] < pathByID[Int($1)] }
        rankByID = [Int32](repeating: 0, count: count)
        for (rank, id) in idsInPathOrder.enumerated() { rankByID[Int(id)] = Int32(rank) }
    }

    /// The ids sorted by their paths (ids given out by this workspace only).
    func sortedByPath(_ ids: some Sequence<Int32>) -> [Int32] {
        ids.sorted { rankByID[Int($0)] < rankByID[Int($1)] }
    }

    // MARK: - Updating

    /// Applies the changes and returns the paths whose diagnostics changed
    /// (`coverageChanged`: whose coverage did).
    @discardableResult
    public func update(_ changes: [FileChange]) -> Set<String> {
        // a changed file's new facts are its state's (`files`), not a copy:
        // copying 10,000 files' facts a few times costs a first load 20 ms
        var changed: [(id: Int32, old: (FileFacts, [String])?, hasNew: Bool)] = []
        var moved: Set<String> = []
        func changedPath(_ c: FileChange) -> String {
            switch c {
            case .set(let p, _, _), .remove(let p): return p
            }
        }
        // the last change of each file, by path (a bulk load comes sorted already)
        var ordered = changes
        if !zip(changes, changes.dropFirst()).allSatisfy({ changedPath($0) < changedPath($1) }) {
            var latest: [String: FileChange] = [:]
            for c in changes { latest[changedPath(c)] = c }
            ordered = latest.keys.sorted().map { latest[$0]! }
        }
        for change in ordered {
            let path = changedPath(change)
            switch change {
            case .set(_, let facts, let anchors):
                let id = id(for: path)
                if let st = files[Int(id)] {
                    if st.facts == facts {
                        if st.anchors != anchors {
                            st.set(facts: facts, anchors: anchors, factsChanged: false)
                            moved.insert(path)
                        }
                        continue
                    }
                    let old = (st.facts, st.qualifiedNames)
                    st.set(facts: facts, anchors: anchors, factsChanged: true)
                    changed.append((id, old, true))
                } else {
                    files[Int(id)] = FileState(id: id, path: path, facts: facts, anchors: anchors)
                    changed.append((id, nil, true))
                }
                moved.insert(path)
            case .remove:
                guard let id = idByPath[path], let st = files[Int(id)] else { continue }
                changed.append((id, (st.facts, st.qualifiedNames), false))
                files[Int(id)] = nil
                moved.insert(path)
            }
        }
        updatePathRanks()
        // qualified names of new files, on every core for a large load
        let fresh = changed.filter { $0.old == nil }.compactMap { files[Int($0.id)] }
        let names = Parallel.map(fresh.count) { fresh[$0].qualifiedNames }
        for (k, st) in fresh.enumerated() { st.setQualifiedNames(names[k]) }
        var dirty: Set<DepKey> = []
        if loaded {
            for c in changed {
                let new = c.hasNew ? files[Int(c.id)].map { ($0.facts, $0.qualifiedNames) } : nil
                dirty.formUnion(symbols.replace(file: c.id, path: path(of: c.id), old: c.old, new: new))
            }
        } else {
            // the first load: every name is new and nothing has read any yet
            symbols.build(changed.compactMap { $0.hasNew ? files[Int($0.id)] : nil })
            loaded = true
        }
        if !changed.isEmpty {
            let ids = sortedByPath(changed.map(\.id))
            let context = UpdateContext(workspace: self, changedFiles: ids, dirtyKeys: dirty, everything: false)
            lastUpdateTimes = []
            for library in libraries {
                let t0 = DispatchTime.now().uptimeNanoseconds
                library.update(context)
                lastUpdateTimes.append((library.name, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6))
                lastUpdateTimes += library.lastTimes
            }
        }
        // re-anchor: files whose findings changed, whose anchors moved, or
        // whose findings point into a file whose anchors moved
        var relocalize = outputChanged.union(missingText)
        for p in moved {
            if unitsByFile[p] != nil || localized[p] != nil || localizedCoverage[p] != nil { relocalize.insert(p) }
            relocalize.formUnion(referencedBy[p] ?? [])
        }
        outputChanged = []
        return localize(relocalize)
    }

    /// The path of a file id, also after the file is gone.
    func path(of id: Int32) -> String { pathByID[Int(id)] }

    /// New configuration: severities, rules off and excludes apply at
    /// localization, so every file with output is localized again.
    @discardableResult
    public func setConfiguration(_ c: Configuration) -> Set<String> {
        guard c != configuration else { return [] }
        configuration = c
        return localize(Set(unitsByFile.keys).union(localized.keys).union(localizedCoverage.keys))
    }

    /// Localizes everything again (the text provider's files changed under it).
    @discardableResult
    public func relocalizeAll() -> Set<String> {
        localize(Set(unitsByFile.keys).union(localized.keys).union(localizedCoverage.keys))
    }

    // MARK: - Output

    func setOutput(_ unit: UnitID, findings: [Finding], coverage: [CoverageFinding]) {
        let coverage = keepsCoverage ? coverage : []
        let oldF = unitFindings[unit] ?? [], oldC = unitCoverage[unit] ?? []
        if oldF == findings && oldC == coverage { return }
        var touched: Set<String> = []
        for f in oldF { touched.insert(f.anchor.file) }
        for c in oldC { touched.insert(c.anchor.file) }
        for f in findings { touched.insert(f.anchor.file) }
        for c in coverage { touched.insert(c.anchor.file) }
        unitFindings[unit] = findings.isEmpty ? nil : findings
        unitCoverage[unit] = coverage.isEmpty ? nil : coverage
        for path in touched {
            let has = findings.contains { $0.anchor.file == path } || coverage.contains { $0.anchor.file == path }
            if has {
                unitsByFile[path, default: []].insert(unit)
            } else {
                unitsByFile[path]?.remove(unit)
                if unitsByFile[path]?.isEmpty == true { unitsByFile[path] = nil }
            }
            outputChanged.insert(path)
        }
    }

    private func localize(_ paths: Set<String>) -> Set<String> {
        var changed: Set<String> = []
        if paths.count >= Parallel.threshold {
            prefetch(paths.filter { unitsByFile[$0] != nil }.sorted())
        }
        missingText = []
        var texts: [String: (map: AnchorMap, text: SourceText)] = [:]
        var unavailable: Set<String> = []
        let localizer = Localizer(file: { [self] path in
            if let hit = texts[path] { return hit }
            if unavailable.contains(path) { return nil }
            guard let st = file(path: path), let t = text(path) else {
                unavailable.insert(path)
                return nil
            }
            let entry = (st.map, t)
            texts[path] = entry
            return entry
        }, configuration: configuration)
        for path in paths.sorted() {
            let units = (unitsByFile[path] ?? []).sorted {
                ($0.kind, self.path(of: $0.file), $0.decl?.value ?? 0) < ($1.kind, self.path(of: $1.file), $1.decl?.value ?? 0)
            }
            var findings: [Finding] = []
            var coverage: [CoverageFinding] = []
            var refs: Set<String> = []
            for u in units {
                for f in unitFindings[u] ?? [] where f.anchor.file == path {
                    findings.append(f)
                    refs.formUnion(f.referencedFiles)
                }
                for c in unitCoverage[u] ?? [] where c.anchor.file == path {
                    coverage.append(c)
                    refs.formUnion(c.referencedFiles)
                }
            }
            setReferences(path, refs)
            let diagnostics = findings.isEmpty ? [] : localizer.diagnostics(path: path, findings: findings)
            var gates = coverage.compactMap { localizer.coverage($0) }
            gates.sort { ($0.range.lowerBound, $0.type) < ($1.range.lowerBound, $1.type) }
            if (!findings.isEmpty || !coverage.isEmpty) && unavailable.contains(path) { missingText.insert(path) }
            for r in refs where unavailable.contains(r) { missingText.insert(path) }
            if diagnostics != (localized[path] ?? []) {
                localized[path] = diagnostics.isEmpty ? nil : diagnostics
                changed.insert(path)
            }
            if gates != (localizedCoverage[path] ?? []) {
                localizedCoverage[path] = gates.isEmpty ? nil : gates
                coverageChanged.insert(path)
            }
            let text: (String) -> SourceText? = { localizer.file($0)?.text }
            let dp = Self.positions(diagnostics, [], text: text)
            if dp != (diagnosticPositions[path] ?? []) {
                diagnosticPositions[path] = dp.isEmpty ? nil : dp
                changed.insert(path)
            }
            let cp = Self.positions([], gates, text: text)
            if cp != (coveragePositions[path] ?? []) {
                coveragePositions[path] = cp.isEmpty ? nil : cp
                coverageChanged.insert(path)
            }
        }
        return changed
    }

    static func positions(_ diagnostics: [Diagnostic], _ gates: [GateCoverage],
                          text: (String) -> SourceText?) -> [Int32] {
        var out: [Int32] = []
        func add(_ file: String, _ r: Range<Int>) {
            guard let t = text(file) else { return }
            for o in [r.lowerBound, r.upperBound] {
                let p = t.utf16Position(of: o)
                out.append(Int32(truncatingIfNeeded: p.line))
                out.append(Int32(truncatingIfNeeded: p.character))
            }
        }
        for d in diagnostics {
            add(d.file, d.range)
            for r in d.related { add(r.file, r.range) }
            for f in d.fixes { for e in f.edits { add(e.file, e.range) } }
        }
        for g in gates {
            add(g.file, g.range)
            for m in g.members { add(m.file, m.range) }
        }
        return out
    }

    private func setReferences(_ path: String, _ refs: Set<String>) {
        let old = references[path] ?? []
        if old == refs { return }
        for r in old.subtracting(refs) {
            referencedBy[r]?.remove(path)
            if referencedBy[r]?.isEmpty == true { referencedBy[r] = nil }
        }
        for r in refs.subtracting(old) { referencedBy[r, default: []].insert(path) }
        references[path] = refs.isEmpty ? nil : refs
    }

    // MARK: - Results

    public func diagnostics(path: String) -> [Diagnostic] { localized[path] ?? [] }

    public func coverage(path: String) -> [GateCoverage] { localizedCoverage[path] ?? [] }

    /// Files with diagnostics or coverage, sorted.
    public var pathsWithOutput: [String] { Set(localized.keys).union(localizedCoverage.keys).sorted() }

    /// Every diagnostic, sorted by file, offset, rule.
    public var allDiagnostics: [Diagnostic] { localized.keys.sorted().flatMap { localized[$0]! } }

    /// Every gate type's coverage, by file and position.
    public var allCoverage: [GateCoverage] { localizedCoverage.keys.sorted().flatMap { localizedCoverage[$0]! } }

    public var result: AnalysisResult { AnalysisResult(diagnostics: allDiagnostics, coverage: allCoverage) }

    /// Every library's part of the dependency graph, nodes and edges sorted.
    public var graph: DependencyGraph {
        var g = DependencyGraph()
        for library in libraries {
            let part = library.graph(self)
            g.nodes += part.nodes
            g.edges += part.edges
        }
        g.nodes.sort { $0.id < $1.id }
        g.edges.sort { ($0.from, $0.to, $0.label, $0.kind) < ($1.from, $1.to, $1.label, $1.kind) }
        return g
    }

    /// The text a file's current facts were made from.
    public func source(_ path: String) -> SourceText? { text(path) }

    /// The byte range of an anchor in the current text of its file.
    public func range(of anchor: Anchor) -> Range<Int>? {
        guard let st = file(path: anchor.file), let t = text(anchor.file) else { return nil }
        return st.map.range(anchor.decl, anchor.role, text: t)
    }

    /// The 1-based line of an anchor's start.
    public func line(of anchor: Anchor) -> Int? {
        guard let r = range(of: anchor), let t = text(anchor.file) else { return nil }
        return t.lineColumn(of: r.lowerBound).line
    }

    /// Whether findings are anchored in the file or point into it (its text
    /// must stay available).
    public func isReferenced(_ path: String) -> Bool { unitsByFile[path] != nil || referencedBy[path] != nil }
}
