import Dispatch
import WiringSyntax

/// One file as the analysis holds it: its facts, its anchors and what is
/// derived from the facts alone. Immutable: a change makes a new state, so
/// units computed on several threads read nothing that is written meanwhile.
public final class FileState: Sendable {
    public let id: Int32
    public let path: String
    public let facts: FileFacts
    public let anchors: FileAnchors
    /// Each type-like declaration's qualified name (`Outer.Inner`; a type
    /// declared in `extension Outer` is `Outer.Inner` too); "" for the others.
    public let qualifiedNames: QualifiedNames
    /// The distinct names of the file's attributes, sorted. Every library
    /// asks first whether a file uses any of its macros: answered over
    /// these few names, not over every attribute of every declaration.
    public let attributeNames: [String]
    /// The declarations' content hashes (`FileFacts.contentHashes()`) of a
    /// state an edit made: the symbol table compares the old and new states
    /// of a file, and the next edit of the same file finds the old ones
    /// here instead of hashing them again. A first load's states have none
    /// (a first load compares nothing).
    let contentHashes: [UInt64]?

    /// `names`: the facts' `DerivedNames`, when whoever made the facts made them too.
    /// `facts` and `anchors` are moved in, not copied (a copy retained
    /// and released every list of a file's facts).
    init(id: Int32, path: String, facts: consuming FileFacts, anchors: consuming FileAnchors, hashed: Bool = false,
         derivedFrom previous: FileState? = nil, names: DerivedNames? = nil) {
        self.id = id
        self.path = path
        if let previous {
            qualifiedNames = previous.qualifiedNames
            attributeNames = previous.attributeNames
            contentHashes = previous.contentHashes
        } else {
            let derived = names ?? DerivedNames(of: facts)
            (qualifiedNames, attributeNames) = (derived.qualified, derived.attributes)
            contentHashes = hashed ? facts.contentHashes() : nil
        }
        self.facts = facts
        self.anchors = anchors
    }

    /// The content hashes, made now when this state holds none.
    var hashes: [UInt64] { contentHashes ?? facts.contentHashes() }

    /// The same facts with new anchors.
    func moved(to anchors: FileAnchors) -> FileState {
        FileState(id: id, path: path, facts: facts, anchors: anchors, derivedFrom: self)
    }

    /// Whether some attribute of the file is written with a name that passes `test`.
    public func hasAttribute(named test: (String) -> Bool) -> Bool { attributeNames.contains(where: test) }
}

/// What a file state derives from its facts alone: made where the facts
/// are made (on the core that parsed or decoded them, while they are in its
/// cache), not in a later pass over every file's declarations.
public struct DerivedNames: Sendable {
    let qualified: QualifiedNames
    /// The distinct attribute names, sorted.
    let attributes: [String]

    /// Both in one pass over the declarations (a 10,000-file workspace's
    /// are 50 MB: each pass reads them from memory again).
    public init(of facts: borrowing FileFacts) {
        var q = QualifiedNames(count: facts.decls.count)
        var names: [String] = []
        for i in facts.decls.indices {
            if !facts.decls[i].attributes.isEmpty {
                // a file has a handful of distinct names: a scan beats hashing
                for a in facts.decls[i].attributes where !names.contains(a.name) { names.append(a.name) }
            }
            let kind = facts.decls[i].kind
            guard kind.isTypeLike else { continue }
            let own = kind == .extension ? TypeNames.strip(facts.decls[i].name) : facts.decls[i].name
            let parent = facts.decls[i].parent
            q.set(i, parent >= 0 ? q[Int(parent)] + "." + own : own)
        }
        qualified = q
        attributes = names.sorted()
    }
}

/// The qualified names of a file's declarations: most are not types and
/// have none, so only the types' names are stored (a 16-byte string per
/// declaration was 6 MB of a 10,000-file workspace).
public struct QualifiedNames: Sendable {
    /// Per declaration, its place in `names` plus one; 0: not a type.
    private var slots: [Int32]
    fileprivate var names: [String] = []

    init(count: Int) { slots = Array(repeating: 0, count: count) }

    fileprivate mutating func set(_ i: Int, _ name: String) {
        names.append(name)
        slots[i] = Int32(names.count)
    }

    /// The qualified name of declaration `i`; "" when it is not a type.
    public subscript(i: Int) -> String {
        let s = slots[i]
        return s == 0 ? "" : names[Int(s) - 1]
    }
}

/// What one library reads and reports during one update. Each library has
/// its own context: the units it reports and the derived keys it makes are
/// its own (the workspace keeps them apart from every other library's), so
/// a library chooses its unit kinds and key kinds freely.
public final class UpdateContext {
    public let workspace: AnalysisWorkspace
    /// The library's place in the workspace's list: what its anchors to its
    /// own extracted ranges name (`AnchorRole.extracted`).
    public let library: Int
    /// Files whose facts changed, appeared or vanished, by id, sorted by path.
    public let changedFiles: [Int32]
    /// Symbol-table keys whose entries changed.
    public let dirtyKeys: Set<DepKey>
    /// The module graph changed: every file is in `changedFiles`, and what
    /// a library derived across files must be derived again.
    public let modulesChanged: Bool

    /// What the library reported, kept until the workspace takes it (when
    /// libraries run side by side); nil: reported to the workspace at once.
    fileprivate var buffered: [(unit: UnitID, findings: [Finding], summaries: [SummaryFinding])]?

    init(workspace: AnalysisWorkspace, library: Int, changedFiles: [Int32], dirtyKeys: Set<DepKey>, modulesChanged: Bool,
         buffered: Bool = false) {
        self.workspace = workspace
        self.library = library
        self.changedFiles = changedFiles
        self.dirtyKeys = dirtyKeys
        self.modulesChanged = modulesChanged
        self.buffered = buffered ? [] : nil
    }

    /// Whether summaries are kept: when not (a check without a summary
    /// table), a unit need not make them.
    public var keepsSummaries: Bool { workspace.keepsSummaries }

    /// The workspace's modules.
    public var modules: ModuleScope { workspace.modules }

    /// A file's set of modules, as `ModuleScope` numbers them (-1: none).
    @inlinable
    public func moduleSet(of file: Int32) -> Int32 { workspace.moduleSet(of: file) }

    /// Whether code in file `reader` can name the declaration `r`.
    @inlinable
    public func canSee(from reader: Int32, _ r: DeclRef) -> Bool {
        if workspace.modules.isUniform { return true }
        let entry = moduleSet(of: r.file), from = moduleSet(of: reader)
        if entry == from { return true }
        return workspace.modules.canSee(from, entry, modifiers: workspace.files[Int(r.file)]!.facts.decls[Int(r.index)].modifiers)
    }

    public var symbols: SymbolTable { workspace.symbols }
    @inlinable
    public func file(_ id: Int32) -> FileState? { workspace.file(id) }
    public func file(path: String) -> FileState? { workspace.file(path: path) }
    /// The path of a file id, also after the file is gone.
    public func path(of id: Int32) -> String { workspace.path(of: id) }
    /// Every file's id (for what a library must read again across the
    /// workspace, rarely: what it derives from every file changed meaning).
    public var fileIDs: [Int32] { workspace.files.indices.compactMap { workspace.files[$0] == nil ? nil : Int32($0) } }
    /// The ids sorted by their paths.
    @inlinable
    public func sortedByPath(_ ids: some Sequence<Int32>) -> [Int32] { workspace.sortedByPath(Array(ids)) }

    /// A key of this library's own (a derived value other units read):
    /// `kind` and `name` are the library's to choose.
    public func key(_ kind: UInt8, _ name: String) -> DepKey {
        DepKey(derived: UInt8(truncatingIfNeeded: library), kind, name)
    }

    /// What this library extracted about a declaration (`LibraryExtraction`).
    public func extracted(_ file: FileState, decl i: Int) -> LibraryFact? {
        file.facts.libraryFact(of: i, library: library)
    }

    /// The unit's output now: its findings and summaries (empty: none).
    public func report(_ unit: UnitID, findings: [Finding], summaries: [SummaryFinding] = []) {
        if buffered != nil {
            buffered!.append((unit, findings, summaries))
        } else {
            workspace.setOutput(OutputUnit(library: library, unit: unit), findings: findings, summaries: summaries)
        }
    }

    public func remove(_ unit: UnitID) { report(unit, findings: [], summaries: []) }
}

/// A unit of one library: the key of its output in the workspace.
struct OutputUnit: Hashable {
    var library: Int
    var unit: UnitID
}

/// The analysis of a whole workspace, kept up to date file by file.
///
/// Files come in as facts and anchors (`update`); the symbol table says
/// which names changed, each library recomputes the units that read them,
/// and the findings of every file whose findings, anchors or referenced
/// anchors changed are localized again. `update` returns exactly the files
/// whose diagnostics differ from before — also when they became empty
/// (`takeSummariesChanged`: whose summaries did). The result never depends
/// on the order files were given in.
public final class AnalysisWorkspace {
    /// A file's new facts and anchors, or its removal. A struct, not an
    /// enum: reading the path of a change must not copy its facts (a first
    /// load sorts and walks 10,000 of them).
    public struct FileChange: Sendable {
        public var path: String
        /// nil: the file is gone.
        public var content: (facts: FileFacts, anchors: FileAnchors)?
        /// The facts' derived names, when made beside them.
        public var names: DerivedNames?

        public static func set(path: String, facts: FileFacts, anchors: FileAnchors, names: DerivedNames? = nil) -> FileChange {
            FileChange(path: path, content: (facts, anchors), names: names)
        }

        public static func remove(path: String) -> FileChange { FileChange(path: path, content: nil, names: nil) }

        public var isRemoval: Bool { content == nil }
    }

    public private(set) var configuration: Configuration
    /// The libraries, in registry order, and their analyses.
    public let libraries: [any Library]
    /// What suppression comments may name: every rule id and library id.
    private let knownIDs: SuppressionRules.KnownIDs
    public let analyses: [any LibraryAnalysis]
    /// The text a file's current facts were made from (localization reads
    /// it for lines and fix-its); nil when it is no longer available.
    private let text: (String) -> SourceText?

    /// Files by id (inlinable readers: the libraries' units read them in
    /// their hot loops, from other modules).
    @usableFromInline private(set) var files: [FileState?] = []
    private var idByPath: [String: Int32] = [:]
    /// Paths by id, also of files that are gone (ids are never reused).
    private var pathByID: [String] = []
    public private(set) var symbols = SymbolTable()
    /// Identity → index maps of the files localization and navigation read,
    /// made when first needed (on this thread only) and dropped on change.
    private var anchorMaps: [Int32: AnchorMap] = [:]

    private var unitFindings: [OutputUnit: [Finding]] = [:]
    private var unitSummaries: [OutputUnit: [SummaryFinding]] = [:]
    /// Per file, the units with output anchored in it.
    private var unitsByFile: [String: Set<OutputUnit>] = [:]
    /// Per file, the files its output points into (related information,
    /// fix-its in other files, summary members in extensions), and back.
    private var references: [String: [String]] = [:]  // sorted, unique
    /// (the referring files by id; a set left empty stays: one per file at most)
    private var referencedBy: [String: Set<Int32>] = [:]
    private var outputChanged: Set<String> = []
    /// Whether the first update has run (the symbol table then tracks changes).
    private var loaded = false

    /// What each file shows, once localized (files showing nothing have no entry).
    private var shown: [String: ShownFile] = [:]

    /// A file's diagnostics and summaries, and the lines and UTF-16 columns
    /// of the ranges they show but do not carry (a diagnostic carries its
    /// own and its notes'; not its fixes'): what a client sees changes when
    /// these do, even with every byte offset kept. One entry, not four
    /// tables: a localization of hundreds of files looks each path up once.
    private struct ShownFile {
        var diagnostics: [Diagnostic] = []
        var summaries: [Summary] = []
        var diagnosticPositions: [Int32] = []
        var summaryPositions: [Int32] = []

        var isEmpty: Bool { diagnostics.isEmpty && summaries.isEmpty }
    }
    /// Files whose summaries changed since the last `takeSummariesChanged`
    /// (code lenses to refresh); `update` itself answers the files whose
    /// diagnostics did.
    private var summariesChanged: Set<String> = []

    public func takeSummariesChanged() -> Set<String> {
        defer { summariesChanged = [] }
        return summariesChanged
    }
    /// Files whose text was unavailable at the last localization.
    public private(set) var missingText: Set<String> = []

    /// Milliseconds each library (and its named parts) took in the last
    /// update that changed facts (`wiring check --verbose`).
    public private(set) var lastUpdateTimes: [(String, Double)] = []
    /// Updates that changed facts so far (which `lastUpdateTimes` is of).
    public private(set) var updateCount = 0

    /// The texts of many files at once (those to be read, read together).
    private let texts: ([String]) -> [SourceText?]

    /// Whether summaries are kept and localized (a check that does not show
    /// them skips the work).
    let keepsSummaries: Bool

    /// The module graph's visibility, and each file id's module set.
    public private(set) var modules = ModuleScope(ModuleGraph())
    /// Counts module graphs set (what a library derived from the last one is stale when it moves).
    private(set) var modulesGeneration = 0
    /// Per library, its last `apps(holding:)` answer: most edits leave the
    /// files with the library's models and the modules as they were.
    let appsMemos: [AppsMemo]
    @usableFromInline private(set) var moduleSetByID: [Int32] = []

    @inlinable
    func moduleSet(of id: Int32) -> Int32 { Int(id) < moduleSetByID.count ? moduleSetByID[Int(id)] : -1 }

    public init(libraries: [any Library], configuration: Configuration = Configuration(), keepsSummaries: Bool = true,
                text: @escaping (String) -> SourceText?, texts: (([String]) -> [SourceText?])? = nil) {
        self.libraries = libraries
        knownIDs = SuppressionRules.KnownIDs(rules: RuleCatalog(libraries).all.map(\.id), libraries: libraries.map(\.id) + ["wiring"])
        analyses = libraries.map { $0.makeAnalysis() }
        appsMemos = libraries.map { _ in AppsMemo() }
        self.configuration = configuration
        self.keepsSummaries = keepsSummaries
        self.text = text
        self.texts = texts ?? { $0.map(text) }
    }

    // MARK: - Files

    @inlinable
    func file(_ id: Int32) -> FileState? { Int(id) < files.count ? files[Int(id)] : nil }

    public func file(path: String) -> FileState? { idByPath[path].flatMap { file($0) } }

    public var paths: [String] { files.compactMap { $0?.path }.sorted() }

    public var fileCount: Int { files.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    public func facts(path: String) -> FileFacts? { file(path: path)?.facts }

    private func id(for path: String) -> Int32 {
        if let id = idByPath[path] { return id }
        return newID(for: path, moduleSet: modules.setIndex(ofPath: path))
    }

    /// The changes' paths, each read in place: a change read by value is
    /// copied whole, every array of its facts and anchors retained and
    /// released.
    private static func paths(of changes: [FileChange]) -> [String] {
        changes.withUnsafeBufferPointer { b in
            var out: [String] = []
            out.reserveCapacity(b.count)
            for k in b.indices { out.append(b[k].path) }
            return out
        }
    }

    /// The id of a path this workspace has not seen.
    private func newID(for path: String, moduleSet: Int32) -> Int32 {
        let id = Int32(files.count)
        files.append(nil)
        pathByID.append(path)
        idByPath[path] = id
        moduleSetByID.append(moduleSet)
        return id
    }

    /// A new module graph: each file's modules again, and — when it sees
    /// anything differently — every library's units recomputed (the
    /// facts stay; nothing is parsed again). Returns the paths whose
    /// diagnostics changed.
    @discardableResult
    public func setModules(_ graph: ModuleGraph) -> Set<String> {
        guard graph != modules.graph else { return [] }
        modules = ModuleScope(graph)
        modulesGeneration += 1
        moduleSetByID = pathByID.map { modules.setIndex(ofPath: $0) }
        let live = files.compactMap { $0?.id }
        guard !live.isEmpty else { return [] }
        runLibraries(changed: sortedByPath(live), dirty: [], modulesChanged: true)
        reportModuleProblems()
        let relocalize = outputChanged.union(missingText)
        outputChanged = []
        return localize(relocalize)
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
    @usableFromInline
    func sortedByPath(_ ids: [Int32]) -> [Int32] {
        let rank = rankByID
        return ids.sorted { rank[Int($0)] < rank[Int($1)] }
    }

    /// The anchor map of a file's current state.
    private func anchorMap(_ st: FileState) -> AnchorMap {
        if let m = anchorMaps[st.id] { return m }
        let m = AnchorMap(facts: st.facts, anchors: st.anchors)
        anchorMaps[st.id] = m
        return m
    }

    // MARK: - Updating

    /// Applies the changes and returns the paths whose diagnostics changed
    /// (`takeSummariesChanged`: whose summaries did).
    @discardableResult
    public func update(_ changes: consuming [FileChange]) -> Set<String> {
        let started = DispatchTime.now().uptimeNanoseconds
        // a changed file's new facts are its state's (`files`), not a copy:
        // copying 10,000 files' facts a few times costs a first load 20 ms
        var changed: [(id: Int32, old: FileState?, hasNew: Bool)] = []
        var fresh: [(id: Int32, path: String)] = []
        // their facts, moved into their new states on every core
        let freshContent = Handoff<(facts: FileFacts, anchors: FileAnchors, names: DerivedNames?)>(capacity: changes.count)
        // each path once (the changes are by path): a list, not a set
        var moved: [String] = []
        // the last change of each file, by path (a bulk load comes sorted already)
        var ordered = changes
        var paths = Self.paths(of: ordered)
        if !paths.indices.dropFirst().allSatisfy({ paths[$0 - 1] < paths[$0] }) {
            var latest: [String: Int] = [:]
            for k in paths.indices { latest[paths[k]] = k }
            ordered = latest.keys.sorted().map { ordered[latest[$0]!] }
            paths = Self.paths(of: ordered)
        }
        // a first load meets every path once: room for all of them at once
        if ordered.count >= Parallel.threshold {
            idByPath.reserveCapacity(idByPath.count + ordered.count)
            moved.reserveCapacity(ordered.count)
            files.reserveCapacity(files.count + ordered.count)
            pathByID.reserveCapacity(pathByID.count + ordered.count)
            moduleSetByID.reserveCapacity(moduleSetByID.count + ordered.count)
        }
        // every path new (a first load): each one's module set looked up on
        // every core, and its id given without asking the table first (the
        // loop below is serial: with the paths read in place, it took a
        // first check of W10k 2.5 ms instead of 4)
        let allNew = idByPath.isEmpty
        let scope = modules, newPaths = allNew ? paths : []
        let moduleSets = Parallel.map(newPaths.count) { scope.setIndex(ofPath: newPaths[$0]) }
        for k in ordered.indices {
            let path = paths[k]
            // taken, not copied: the change is not read again
            if let (facts, anchors) = ordered[k].content.take() {
                let id = allNew ? newID(for: path, moduleSet: moduleSets[k]) : id(for: path)
                if let st = files[Int(id)] {
                    if st.facts == facts {
                        if st.anchors != anchors {
                            files[Int(id)] = st.moved(to: anchors)
                            anchorMaps[id] = nil
                            moved.append(path)
                        }
                        continue
                    }
                    changed.append((id, st, true))
                } else {
                    changed.append((id, nil, true))
                }
                fresh.append((id, path))
                freshContent.append((facts, anchors, ordered[k].names.take()))
                moved.append(path)
            } else {
                guard let id = idByPath[path], let st = files[Int(id)] else { continue }
                changed.append((id, st, false))
                files[Int(id)] = nil
                anchorMaps[id] = nil
                moved.append(path)
            }
        }
        updatePathRanks()
        // the new states (their derived names: on every core for a large
        // load); a first load's symbol-table entries too, each read while
        // its file's facts are in the cache
        let firstLoad = !loaded
        var prepared = Parallel.map(fresh.count) { k -> (FileState, SymbolTable.Contribution?) in
            let (facts, anchors, names) = freshContent.take(k)
            let st = FileState(id: fresh[k].id, path: fresh[k].path, facts: consume facts, anchors: consume anchors,
                               hashed: !firstLoad, names: names)
            return (st, firstLoad ? SymbolTable.contribution(of: st) : nil)
        }
        let states = prepared.map(\.0)
        // the entries taken, not shared: the table frees them as soon as it
        // is built (held to the end of the update, they were 11 MB more at
        // the peak of a 10,000-file first load)
        var entries: [(path: String, contribution: SymbolTable.Contribution)] = []
        if firstLoad {
            entries.reserveCapacity(prepared.count)
            for k in prepared.indices { entries.append((prepared[k].0.path, prepared[k].1.take()!)) }
        }
        for st in states {
            files[Int(st.id)] = st
            anchorMaps[st.id] = nil
        }
        var dirty: Set<DepKey> = []
        if loaded {
            for c in changed {
                let new = c.hasNew ? files[Int(c.id)] : nil
                dirty.formUnion(symbols.replace(file: c.id, path: path(of: c.id), old: c.old, new: new))
            }
        } else {
            // the first load: every name is new and nothing has read any yet
            symbols.build(consume entries)
            loaded = true
        }
        if !changed.isEmpty {
            let filesAndNames = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
            runLibraries(changed: sortedByPath(changed.map(\.id)), dirty: dirty, modulesChanged: false)
            lastUpdateTimes.insert(("files and names", filesAndNames), at: 0)
            reportModuleProblems()
        }
        // re-anchor: files whose findings changed, whose anchors moved, or
        // whose findings point into a file whose anchors moved
        var relocalize = outputChanged.union(missingText)
        // a first load moves every file: looked up on every core
        let movedPaths = moved
        let toRelocalize = Parallel.map(movedPaths.count) { k -> [String] in
            let p = movedPaths[k]
            var paths = (referencedBy[p] ?? []).map { path(of: $0) }
            if unitsByFile[p] != nil || shown[p] != nil || hasSuppressions(p) {
                paths.append(p)
            }
            return paths
        }
        for paths in toRelocalize { relocalize.formUnion(paths) }
        outputChanged = []
        let t0 = DispatchTime.now().uptimeNanoseconds
        let relocalized = localize(relocalize)
        if !changed.isEmpty {
            lastUpdateTimes.append(("localization (\(relocalize.count) files)", Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6))
            updateCount += 1
        }
        // a first load's working lists hold a reference to every file's facts
        if ordered.count >= Parallel.threshold {
            Discard.later((consume ordered, consume changed, consume fresh, consume states, consume prepared, consume moved,
                                          consume movedPaths, consume toRelocalize))
        }
        return relocalized
    }

    /// The module graph's problems with a manifest of the workspace: a
    /// finding each, on the declaration the problem is in (the file's
    /// first, else), reported as the core's own unit of that file.
    private func reportModuleProblems() {
        var byFile: [Int32: [Finding]] = [:]
        for p in modules.graph.problems {
            guard let st = file(path: p.file), !st.facts.decls.isEmpty else { continue }
            let offset = Int32(truncatingIfNeeded: p.offset)
            let top = st.facts.topLevel.last { k in
                guard let r = st.anchors.range(decl: k, .declaration) else { return false }
                return r.lowerBound <= offset
            } ?? st.facts.topLevel.first ?? 0
            byFile[st.id, default: []].append(Finding(rule: ModuleRules.unreadableManifest.id, severity: .information,
                                                      message: p.message,
                                                      anchor: Anchor(file: st.path, decl: st.facts.decls[top].id, role: .name)))
        }
        let units = Set(byFile.keys).union(moduleProblemFiles)
        for id in units.sorted() {
            setOutput(OutputUnit(library: -1, unit: UnitID(kind: 0, file: id)), findings: byFile[id] ?? [], summaries: [])
        }
        moduleProblemFiles = Set(byFile.keys)
    }
    private var moduleProblemFiles: Set<Int32> = []

    private func runLibraries(changed ids: [Int32], dirty: Set<DepKey>, modulesChanged: Bool) {
        // A large change (a first load, a module graph that changed) runs the
        // libraries side by side: each reads the workspace and writes only its
        // own state, and what they report is applied afterwards in library
        // order (their units are their own, so the order changes nothing).
        let sideBySide = ids.count >= Parallel.threshold
        let contexts = analyses.indices.map {
            UpdateContext(workspace: self, library: $0, changedFiles: ids, dirtyKeys: dirty, modulesChanged: modulesChanged,
                          buffered: sideBySide)
        }
        let analyses = analyses
        func run(_ k: Int) -> Double {
            let t0 = DispatchTime.now().uptimeNanoseconds
            analyses[k].update(contexts[k])
            return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        }
        // a thread each: their costs differ tenfold and are not known ahead,
        // and what each spreads over the cores stays parallel
        let times = sideBySide ? SideBySide.map(analyses.count, run) : analyses.indices.map(run)
        lastUpdateTimes = []
        for (k, context) in contexts.enumerated() {
            for r in context.buffered ?? [] {
                setOutput(OutputUnit(library: k, unit: r.unit), findings: r.findings, summaries: r.summaries)
            }
            lastUpdateTimes.append((libraries[k].name, times[k]))
            lastUpdateTimes += analyses[k].lastTimes
        }
        if sideBySide { Discard.later(consume contexts) }
    }

    private func hasSuppressions(_ path: String) -> Bool {
        !(file(path: path)?.anchors.suppressions.isEmpty ?? true)
    }

    /// The path of a file id, also after the file is gone.
    func path(of id: Int32) -> String { pathByID[Int(id)] }

    /// New configuration: severities, rules off and excludes apply at
    /// localization, so every file with output is localized again.
    @discardableResult
    public func setConfiguration(_ c: Configuration) -> Set<String> {
        guard c != configuration else { return [] }
        configuration = c
        // suppression comments: what the configuration turns off changes which are superfluous
        let commented = files.compactMap { $0.flatMap { $0.anchors.suppressions.isEmpty ? nil : $0.path } }
        return localize(Set(unitsByFile.keys).union(shown.keys).union(commented))
    }

    // MARK: - Output

    func setOutput(_ unit: OutputUnit, findings: [Finding], summaries: [SummaryFinding]) {
        let summaries = keepsSummaries ? summaries : []
        let oldF = unitFindings[unit] ?? [], oldS = unitSummaries[unit] ?? []
        if oldF == findings && oldS == summaries { return }
        // the files anchoring the old and new output, each once: most units
        // anchor in one or two, so a scan, not a set (hundreds of units
        // change at once)
        var touched: [String] = []
        for f in oldF { touched.append(f.anchor.file) }
        for c in oldS { touched.append(c.anchor.file) }
        for f in findings { touched.append(f.anchor.file) }
        for c in summaries { touched.append(c.anchor.file) }
        if touched.count > 16 {
            touched = Array(Set(touched))
        } else {
            var k = 1
            while k < touched.count {
                if touched[..<k].contains(touched[k]) { touched.remove(at: k) } else { k += 1 }
            }
        }
        unitFindings[unit] = findings.isEmpty ? nil : findings
        // most units have no summaries, before or after: no key to hash
        if !(oldS.isEmpty && summaries.isEmpty) { unitSummaries[unit] = summaries.isEmpty ? nil : summaries }
        for path in touched {
            let has = findings.contains { $0.anchor.file == path } || summaries.contains { $0.anchor.file == path }
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
        // 1. each file's output in unit order, and the files it points into
        let ordered = paths.sorted()
        var inputs: [LocalizationInput] = []
        inputs.reserveCapacity(ordered.count)
        var wanted: [String] = []
        for path in ordered {
            let units = (unitsByFile[path] ?? []).sorted {
                ($0.library, $0.unit.kind, self.path(of: $0.unit.file), $0.unit.decl?.value ?? 0)
                    < ($1.library, $1.unit.kind, self.path(of: $1.unit.file), $1.unit.decl?.value ?? 0)
            }
            var input = LocalizationInput(path: path, commented: hasSuppressions(path))
            for u in units {
                for f in unitFindings[u] ?? [] where f.anchor.file == path {
                    input.findings.append(f)
                    f.appendReferencedFiles(to: &input.refs)
                }
                for c in unitSummaries[u] ?? [] where c.anchor.file == path {
                    input.summaries.append((libraries[u.library].id, c))
                    c.appendReferencedFiles(to: &input.refs)
                }
            }
            input.refs = Self.sortedUnique(input.refs)
            if !units.isEmpty || input.commented { wanted.append(path) }
            wanted += input.refs
            inputs.append(input)
        }
        // 2. the anchors and texts they need, once each (those not in memory
        // read together: a registration removed from under hundreds of files
        // reads them all)
        wanted = Self.sortedUnique(wanted)
        let found = texts(wanted)
        var located: [String: LocatedFile] = [:]
        located.reserveCapacity(wanted.count)
        // the few files without text or facts (a path looked up per note is long to hash)
        var absent: Set<String> = []
        for (path, t) in zip(wanted, found) {
            guard let t, let st = file(path: path) else {
                absent.insert(path)
                continue
            }
            located[path] = LocatedFile(map: anchorMap(st), text: t)
        }
        let localizer = Localizer(located: located, configuration: configuration, knownIDs: knownIDs)
        // 3. the diagnostics and summaries of each file, side by side for
        // many files (each reads only the table above); 4. what changed, in
        // path order. With a sink, a run of files at a time, each run handed
        // on as soon as it is made (a client reads the first while the rest
        // are localized), the first run short.
        var changed: Set<String> = []
        missingText = []
        let sink = diagnosticsSink
        var start = 0
        while start < inputs.count {
            let end = sink == nil || inputs.count < Self.streamedOutputs ? inputs.count
                : min(inputs.count, start + (start == 0 ? 8 : 64))
            let outputs = Parallel.map(end - start, minimum: sink == nil ? 64 : 16) { k in localizer.localize(inputs[start + k]) }
            var run: [(path: String, diagnostics: [Diagnostic])] = []
            for (input, out) in zip(inputs[start..<end], outputs) {
                let path = input.path
                setReferences(path, input.refs)
                if !absent.isEmpty {
                    if (!input.findings.isEmpty || !input.summaries.isEmpty || input.commented) && absent.contains(path) {
                        missingText.insert(path)
                    }
                    if input.refs.contains(where: absent.contains) { missingText.insert(path) }
                }
                let before = shown[path] ?? ShownFile()
                let diagnosticsChanged = out.diagnostics != before.diagnostics || out.diagnosticPositions != before.diagnosticPositions
                let summariesDiffer = out.summaries != before.summaries || out.summaryPositions != before.summaryPositions
                guard diagnosticsChanged || summariesDiffer else { continue }
                if diagnosticsChanged {
                    changed.insert(path)
                    // not one whose texts are read again first: its output will change
                    if sink != nil && !missingText.contains(path) { run.append((path, out.diagnostics)) }
                }
                if summariesDiffer { summariesChanged.insert(path) }
                let after = ShownFile(diagnostics: out.diagnostics, summaries: out.summaries,
                                      diagnosticPositions: out.diagnosticPositions, summaryPositions: out.summaryPositions)
                shown[path] = after.isEmpty ? nil : after
            }
            if let sink, !run.isEmpty { sink(run) { located[$0]?.text } }
            start = end
        }
        return changed
    }

    /// Localizations of at least this many files are handed to the
    /// `diagnosticsSink` a run at a time.
    static let streamedOutputs = 24

    /// Receives, when set, each run of files whose diagnostics the
    /// localization changed, in path order, as soon as the run is made, with
    /// the texts it read (valid during the call); the update still returns
    /// every changed path. A language server sends a run while the next is
    /// localized: a registration removed from under hundreds of files is
    /// shown sooner.
    public var diagnosticsSink: (([(path: String, diagnostics: [Diagnostic])], (String) -> SourceText?) -> Void)?

    /// `refs` sorted and unique: comparing paths is cheaper than hashing
    /// them, and the same path is usually the same string storage. The
    /// references gone and added come from merging the two sorted lists.
    private func setReferences(_ path: String, _ refs: [String]) {
        let old = references[path] ?? []
        if old == refs { return }
        let id = id(for: path)
        var i = 0, j = 0
        while i < old.count || j < refs.count {
            if j == refs.count || (i < old.count && old[i] < refs[j]) {
                referencedBy[old[i]]?.remove(id)
                i += 1
            } else if i == old.count || refs[j] < old[i] {
                referencedBy[refs[j], default: []].insert(id)
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        references[path] = refs.isEmpty ? nil : refs
    }

    /// `paths` (or module names) sorted, each once.
    static func sortedUnique(_ paths: [String]) -> [String] {
        if paths.count < 2 { return paths }
        // hundreds of notes naming the same few files: each hashed once
        // costs less than sorting them all
        if paths.count > 64 {
            var seen = Set<String>(minimumCapacity: paths.count)
            return paths.filter { seen.insert($0).inserted }.sorted()
        }
        var out: [String] = []
        out.reserveCapacity(paths.count)
        for p in paths.sorted() where out.last != p { out.append(p) }
        return out
    }

    // MARK: - Results

    public func diagnostics(path: String) -> [Diagnostic] { shown[path]?.diagnostics ?? [] }

    public func summaries(path: String) -> [Summary] { shown[path]?.summaries ?? [] }

    /// Files with diagnostics or summaries, sorted.
    public var pathsWithOutput: [String] { shown.keys.sorted() }

    /// Every diagnostic, sorted by file, offset, rule.
    public var allDiagnostics: [Diagnostic] { shown.keys.sorted().flatMap { shown[$0]!.diagnostics } }

    /// Every summary, by file and position.
    public var allSummaries: [Summary] { shown.keys.sorted().flatMap { shown[$0]!.summaries } }

    public var result: AnalysisResult { AnalysisResult(diagnostics: allDiagnostics, summaries: allSummaries) }

    /// Every library's part of the dependency graph, nodes and edges sorted,
    /// with the styles of the libraries that drew it.
    public var graph: DependencyGraph {
        var g = DependencyGraph()
        for (k, analysis) in analyses.enumerated() {
            guard let contributor = analysis as? any GraphContributor else { continue }
            let part = contributor.graph(self)
            g.nodes += part.nodes
            g.edges += part.edges
            if let style = libraries[k].graphStyle { g.styles[libraries[k].name] = style }
        }
        g.nodes.sort { $0.id < $1.id }
        g.edges.sort { ($0.from, $0.to, $0.label, $0.kind) < ($1.from, $1.to, $1.label, $1.kind) }
        return g
    }

    /// The analyses that answer navigation questions, in registry order.
    public var navigators: [any NavigationProvider] { analyses.compactMap { $0 as? any NavigationProvider } }

    /// How the library with this id shows its summaries.
    public func presentation(library id: String) -> (any SummaryPresentation)? {
        libraries.first { $0.id == id }?.summaries
    }

    /// The text a file's current facts were made from.
    public func source(_ path: String) -> SourceText? { text(path) }

    /// The byte range of an anchor in the current text of its file.
    public func range(of anchor: Anchor) -> Range<Int>? {
        guard let st = file(path: anchor.file), let t = text(anchor.file) else { return nil }
        return anchorMap(st).range(anchor.decl, anchor.role, text: t)
    }

    /// The 1-based line of an anchor's start.
    public func line(of anchor: Anchor) -> Int? {
        guard let r = range(of: anchor), let t = text(anchor.file) else { return nil }
        return t.lineColumn(of: r.lowerBound).line
    }

    /// Whether findings are anchored in the file or point into it (its text
    /// must stay available).
    public func isReferenced(_ path: String) -> Bool { unitsByFile[path] != nil || referencedBy[path]?.isEmpty == false }
}
