import WiringAnalysis
import WiringSyntax

/// What one file contributes to a tree: a class, so that a tree made after
/// an edit tells the files that changed by identity.
final class SafeDIFileInput {
    let path: String
    let model: SafeDIFileModel
    /// The model's records as ids of the workspace's `SafeDITypes`.
    let interned: [InternedRecord]
    /// Whether a record is a root (which modules' trees are built asks it of every file).
    let hasRoot: Bool

    init(path: String, model: SafeDIFileModel, interned: [InternedRecord]) {
        self.path = path
        self.model = model
        self.interned = interned
        hasRoot = model.records.contains(where: \.isRoot)
    }
}

/// SafeDI's dependency tree over the whole workspace, as SafeDITool builds
/// and validates it (registry, reachability from the roots, scopes, the
/// walk from each root), computed from every file's `SafeDIFileModel`.
///
/// Unlike the tool, which stops at its first error and names no place, the
/// tree records every problem at the declaration that causes it, with the
/// chain from the root; the tree rules (`SafeDITreeRules`) word them. It
/// also keeps what navigation needs: who provides a received property, who
/// instantiates a type, one chain from a root to each reachable type.
final class SafeDITree {
    /// A dependency: its record and its index there.
    struct DependencyRef: Hashable, Comparable {
        var record: Int
        var dependency: Int
        static func < (a: DependencyRef, b: DependencyRef) -> Bool { (a.record, a.dependency) < (b.record, b.dependency) }
    }

    /// A record and what normalization made of it. A class: an edit's tree
    /// shares the unchanged records with the tree before (an array of
    /// structs would be copied whole, every field retained, on the first
    /// replaced record).
    final class Record {
        /// A record as its file declares it, before normalization.
        init(path: String, _ r: SafeDIRecord, _ ids: InternedRecord) {
            self.path = path
            record = r
            self.ids = ids
            depTypes = ids.dependencies.map(\.type)
            typeIDs = ids.types
            dependencies = r.dependencies
            instantiableTypes = r.instantiableTypes
        }

        let path: String
        let record: SafeDIRecord
        let ids: InternedRecord
        /// Each dependency's property type id after normalization.
        var depTypes: [Int32]
        /// `instantiableTypes` as ids, after normalization.
        var typeIDs: [Int32]
        /// Dependencies after nested-name normalization (`NestedType` declared
        /// in `Child` → `Child.NestedType` when that is registered).
        var dependencies: [SafeDIDependency]
        /// `instantiableTypes` after normalization.
        var instantiableTypes: [TypeDescription]
        /// Each dependency's chain note (`SafeDITree.hop`), made when first
        /// asked: a function of the record, so a record an edit keeps keeps
        /// its notes, and the hundreds of chains a removed provider breaks
        /// share them.
        var hopNotes: [RelatedFinding?] = []
    }

    /// Every record, files in path order, then in file order.
    private(set) var records: [Record] = []
    let types: SafeDITypes
    /// Type id → the record that fulfils it (the first of duplicates), -1.
    private var registry: [Int32] = []
    /// The same for mock trees (`buildMockRegistry`): a `mockOnly` record
    /// with a fitting mock may take a slot from a production record that
    /// has none.
    private var mockRegistry: [Int32] = []
    /// Whether some slot differs between the two.
    private var mockRegistryDiffers = false
    /// The record that fulfils a type in the production tree.
    private func fulfilling(_ type: Int32) -> Int? { Self.record(fulfilling: type, in: registry) }
    /// The record that fulfils a type in `tree`.
    private func fulfilling(_ type: Int32, in tree: Tree) -> Int? {
        tree == .mock ? mockSlot(type) : Self.record(fulfilling: type, in: registry)
    }
    /// Whether a walk of `tree` counts record `k`: in a mock's tree every
    /// registered type is a scope, in production only what a root reaches.
    private func counts(_ k: Int, in tree: Tree) -> Bool { tree == .mock || reachable[k] }
    private func mockSlot(_ type: Int32) -> Int? { Self.record(fulfilling: type, in: mockRegistry) }
    /// The record a registry (`registry` or `mockRegistry`) gives a type;
    /// loops read the table once and ask this.
    private static func record(fulfilling type: Int32, in table: [Int32]) -> Int? {
        let k = Int(type) < table.count ? table[Int(type)] : -1
        return k < 0 ? nil : Int(k)
    }
    /// `additionalMocksToGenerate` of the tree's configurations.
    private var additionalMocks: Set<String> = []
    private(set) var roots: [Int] = []
    /// Records some root reaches (roots included).
    private(set) var reachable: [Bool] = []
    /// Everything the rules report, in discovery order.
    private(set) var problems: [SafeDIProblem] = []

    /// Record → the `@Instantiated` dependencies (anywhere) that build it,
    /// and → the received dependencies whose type it fulfils. Navigation
    /// reads them, an edit does not: made when first asked, like
    /// `recordsByPath` (the engine asks on one thread at a time).
    var instantiators: [[DependencyRef]] { navigation.instantiators }
    var receivers: [[DependencyRef]] { navigation.receivers }
    private lazy var navigation = computeNavigation()
    /// Record → the last step of a shortest chain from a root (breadth
    /// first, roots in order); roots have `rootMark`, others unreached nil.
    private lazy var chainStep: [DependencyRef?] = computeChainSteps()
    private static let rootMark = DependencyRef(record: -1, dependency: -1)

    /// A shortest chain of instantiated dependencies from a root to a
    /// record (empty for a root), nil when no root reaches it.
    func chain(to k: Int) -> [DependencyRef]? {
        guard k < chainStep.count, var step = chainStep[k] else { return nil }
        var out: [DependencyRef] = []
        while step != SafeDITree.rootMark {
            out.append(step)
            guard let previous = chainStep[step.record] else { break }
            step = previous
        }
        return out.reversed()
    }
    /// Records by the file that declares them, in file order (for
    /// navigation: made when first asked).
    private(set) lazy var recordsByPath: [String: [Int]] = {
        var out: [String: [Int]] = [:]
        for k in records.indices { out[records[k].path, default: []].append(k) }
        return out
    }()

    /// Scope visits allowed per root: the walk follows every path (a type
    /// instantiated in two places is checked twice, as SafeDITool does).
    static let visitBudget = 2_000_000

    /// The tree of `files` (in path order). With the tree these files made
    /// before and the paths that changed since, what the change cannot
    /// reach is taken from it: when the changed files declare the same
    /// types with the same roles (the registry, the mock registry and every
    /// other record's scope stay as they were), only their records' scopes
    /// are made again, and only the roots whose walk can reach a changed
    /// record, or a record whose reachability changed, are walked again.
    init(files: [SafeDIFileInput], types: SafeDITypes, previous: SafeDITree? = nil) {
        self.types = types
        inputs = files
        let changed = previous.flatMap { $0.changedRecords(files: files) }
        if let previous, let changed {
            // the same types, roles and configurations: the registry's part is
            // the previous tree's, and so are the unchanged files' records
            records = previous.records
            var k = 0
            for (i, f) in files.enumerated() {
                if f !== previous.inputs[i] {
                    for (j, (r, ids)) in zip(f.model.records, f.interned).enumerated() { records[k + j] = Record(path: f.path, r, ids) }
                }
                k += f.interned.count
            }
            normalize(only: changed, registered: previous.registered)
            registry = previous.registry
            mockRegistry = previous.mockRegistry
            mockRegistryDiffers = previous.mockRegistryDiffers
            additionalMocks = previous.additionalMocks
            roots = previous.roots
            registryProblems = previous.registryProblems
            configuredPaths = previous.configuredPaths
            problems = registryProblems
            // what the changed records build: the same lists keep the reachability
            built = previous.built
            var sameBuilds = true
            for k in records.indices where changed[k] {
                let list = makeBuilt(k)
                if list != built[k] { sameBuilds = false }
                built[k] = list
            }
            if sameBuilds {
                reachable = previous.reachable
                reachabilityProblems = previous.reachabilityProblems
                problems += reachabilityProblems
            } else {
                computeReachability()
            }
            hasForwarded = previous.hasForwarded
            scopes = previous.scopes
            for k in records.indices where changed[k] { scopes[k] = makeScope(k) }
            if closuresHold(from: previous, changed: changed) {
                receiveClosures = previous.receiveClosures
                mockReceiveClosures = previous.mockReceiveClosures
            }
        } else {
            // records added or removed, or roles changed: everything is made
            // again, but the records of unchanged files whose normalization
            // holds are the previous tree's, and so are most of their scopes
            let kept = previous.map { reusableRecords(of: files, from: $0) }
            records.reserveCapacity(files.reduce(0) { $0 + $1.interned.count })
            for (i, f) in files.enumerated() {
                if let start = kept?.starts[i] {
                    records.append(contentsOf: previous!.records[start..<(start + f.interned.count)])
                } else {
                    for (r, ids) in zip(f.model.records, f.interned) { records.append(Record(path: f.path, r, ids)) }
                }
            }
            checkConfigurations(files.map { ($0.path, $0.model.configurations) })
            for f in files { additionalMocks.formUnion(f.model.additionalMocks) }
            configuredPaths = Set(files.filter { !$0.model.configurations.isEmpty || !$0.model.additionalMocks.isEmpty }.map(\.path))
            let fresh = kept.map { k in records.indices.map { k.oldIndex[$0] < 0 } }
            normalize(only: fresh)
            buildRegistry()
            buildMockRegistry()
            registryProblems = problems
            built = records.indices.map { k in
                if let old = kept?.oldIndex[k], old >= 0 { return previous!.built[old] }
                return makeBuilt(k)
            }
            computeReachability()
            buildScopes(reusing: kept.map { ($0.oldIndex, previous!.scopes) })
        }
        // SafeDITool's run ends at its registry's problems: neither
        // reachability nor the roots' walks are checked (a duplicate's
        // arbitrary choice would only add errors the tool never shows)
        stoppedAtRegistry = registryProblems.contains { p in
            switch p {
            case .multipleConfigurations, .duplicate, .duplicateMockProvider: return true
            default: return false
            }
        }
        if stoppedAtRegistry {
            problems = registryProblems
            return
        }
        checkInstantiatedChildren()
        let graph = scopeGraph()
        // the records an edit changed, or whose reachability it changed: a
        // root's walk that read none of them is the previous tree's
        var dirty: [UInt64]? = nil
        if let previous, let changed {
            let before = previous.reachable, now = reachable
            var bits = [UInt64](repeating: 0, count: (records.count + 63) / 64)
            for k in records.indices where changed[k] || before[k] != now[k] { bits[k >> 6] |= 1 << UInt64(k & 63) }
            dirty = bits
        }
        for r in roots {
            if let previous, let dirty, let earlier = previous.rootWalks[r],
               !zip(earlier.reads, dirty).contains(where: { $0 & $1 != 0 }) {
                rootWalks[r] = earlier
            } else {
                currentWalk = RootWalk()
                walk(graph, from: r) { visitScope(in: .production) }
                currentWalk!.reads = reads(from: r)
                rootWalks[r] = currentWalk
                currentWalk = nil
                walkedRoots += 1
            }
        }
        // the roots' walks in order, as one walk would have found them: a
        // cycle once (at the first root that closes it), each receive's
        // chains in root order
        for r in roots {
            let w = rootWalks[r]!
            for (closing, problem) in w.problems where reportedCycles.insert(closing).inserted { problems.append(problem) }
            for ref in w.unfulfilled.keys.sorted() {
                var list = unfulfilled[ref] ?? []
                for entry in w.unfulfilled[ref]! where list.count < SafeDITree.chainsPerReceive
                    && !list.contains(where: { $0.chain == entry.chain }) {
                    list.append(entry)
                }
                unfulfilled[ref] = list
            }
        }
        validateMockTrees(reusing: changed == nil ? nil : previous)
        // each unfulfilled receive once, on its first chain (SafeDITool's
        // order), with the other chains it fails in; one that closes a
        // cycle is reported as the cycle only
        for ref in unfulfilled.keys.sorted() where !reportedCycles.contains(ref) {
            let entries = unfulfilled[ref]!.sorted { $0.message < $1.message }
            var first = entries[0]
            first.others = Array(entries.dropFirst())
            problems.append(.unfulfillable(first))
        }
    }

    // MARK: - Reuse

    /// The files the tree is made of, in order (an edit's tree tells the
    /// changed ones by identity).
    let inputs: [SafeDIFileInput]
    /// The problems of the registry (configurations, duplicates, mock
    /// providers): a pure function of the types and roles of the records.
    private var registryProblems: [SafeDIProblem] = []
    /// The files with a `#SafeDIConfiguration` (a change to one is made again in full).
    private var configuredPaths: Set<String> = []

    /// What one root's walk found, before the roots are merged: the
    /// problems it reports with the dependency closing each (cycles once
    /// per walk), and its unfulfilled receives; and the records it may
    /// read (`reads(from:)`), by which an edit's tree tells whether the
    /// walk still holds.
    private struct RootWalk {
        var problems: [(closing: DependencyRef, problem: SafeDIProblem)] = []
        var reported: Set<DependencyRef> = []
        var unfulfilled: [DependencyRef: [SafeDIProblem.Unfulfilled]] = [:]
        var reads: [UInt64] = []
    }
    private var rootWalks: [Int: RootWalk] = [:]
    /// The walk in progress from a root (nil in mock trees, which report directly).
    private var currentWalk: RootWalk?

    /// Per record of the tree `files` make, whether its file changed; nil
    /// when the change alters what the registry depends on (then everything
    /// is made again).
    private func changedRecords(files: [SafeDIFileInput]) -> [Bool]? {
        guard files.count == inputs.count else { return nil }
        var changed = [Bool](repeating: false, count: records.count)
        var k = 0
        for (f, old) in zip(files, inputs) {
            if f === old {
                k += f.interned.count
                continue
            }
            guard f.path == old.path, f.interned.count == old.interned.count else { return nil }
            defer { k += f.interned.count }
            if !f.model.configurations.isEmpty || !f.model.additionalMocks.isEmpty || configuredPaths.contains(f.path) { return nil }
            for (j, (r, ids)) in zip(f.model.records, f.interned).enumerated() {
                let a = records[k + j]
                guard a.ids.concrete == ids.concrete, a.ids.types == ids.types, a.ids.typeCandidates == ids.typeCandidates,
                      a.ids.mockReturn == ids.mockReturn, a.record.isRoot == r.isRoot,
                      a.record.isExtension == r.isExtension, a.record.mockOnly == r.mockOnly,
                      a.record.generateMock == r.generateMock, (a.record.mockMethod == nil) == (r.mockMethod == nil),
                      a.record.hasForwarded == r.hasForwarded
                else { return nil }
                changed[k + j] = true
            }
        }
        return changed
    }

    /// The registry's problems end SafeDITool's run (several configurations,
    /// duplicate types or mock providers): the tree itself is not checked.
    private(set) var stoppedAtRegistry = false

    /// The roots this tree walked when it was made (the others' walks are the previous tree's).
    private(set) var walkedRoots = 0

    /// The records the walk from `root` may read, a bit each: over
    /// instantiated children and the records fulfilling receives. A walk
    /// that read no record an edit changed is the same walk after it.
    private func reads(from root: Int) -> [UInt64] {
        // read once: each read of a stored property is an exclusivity check
        let scopes = self.scopes, propType = self.propType, registry = self.registry
        var seen = [UInt64](repeating: 0, count: (records.count + 63) / 64)
        func insert(_ k: Int) -> Bool {
            let mask: UInt64 = 1 << UInt64(k & 63)
            if seen[k >> 6] & mask != 0 { return false }
            seen[k >> 6] |= mask
            return true
        }
        var work = [root]
        _ = insert(root)
        while let k = work.popLast() {
            let scope = scopes[k]
            for (_, child, _) in scope.children where insert(child) { work.append(child) }
            for (prop, _) in scope.required {
                if let next = Self.record(fulfilling: propType[Int(prop)], in: registry), insert(next) { work.append(next) }
            }
        }
        return seen
    }

    // MARK: - Configurations

    /// At most one `#SafeDIConfiguration` per module. A module is a target's
    /// folder (`…/Sources/<Target>/`, `…/Tests/<Target>/`), else the file's folder.
    private func checkConfigurations(_ files: [(path: String, configurations: [Int])]) {
        var byModule: [String: [ConfigurationSite]] = [:]
        for f in files {
            for k in f.configurations { byModule[SafeDITree.module(of: f.path), default: []].append(ConfigurationSite(path: f.path, index: k)) }
        }
        for module in byModule.keys.sorted() where byModule[module]!.count > 1 {
            problems.append(.multipleConfigurations(byModule[module]!))
        }
    }

    static func module(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for k in stride(from: parts.count - 2, through: 0, by: -1) where parts[k] == "Sources" || parts[k] == "Tests" {
            if k + 2 < parts.count { return parts[0...(k + 1)].joined(separator: "/") }
        }
        return parts.dropLast().joined(separator: "/")
    }

    // MARK: - Registry

    /// Per type id, whether a record registers it (as written, before normalization).
    private var registered: [Bool] = []

    /// SafeDITool's nested-name normalization: a dependency type `T` declared
    /// in `A.B` means `A.B.T`, else `A.T`, else `T` — the first registered.
    private func normalize(only changed: [Bool]?, registered known: [Bool]? = nil) {
        // a function of every record's types: an edit that keeps them keeps
        // it (types interned since are no record's)
        if let known, known.count <= types.count {
            registered = known
            registered.append(contentsOf: repeatElement(false, count: types.count - known.count))
        } else {
            registered = [Bool](repeating: false, count: types.count)
            for k in records.indices { for t in records[k].ids.types { registered[Int(t)] = true } }
        }
        let registered = self.registered
        for k in records.indices where changed?[k] ?? true {
            for (d, dep) in records[k].ids.dependencies.enumerated() {
                guard let best = dep.candidates.first(where: { registered[Int($0)] }), best != dep.type else { continue }
                records[k].depTypes[d] = best
                records[k].dependencies[d].property.type = types.types[Int(best)]
            }
            for (t, candidates) in records[k].ids.typeCandidates.enumerated() {
                guard let best = candidates.first(where: { registered[Int($0)] }), best != records[k].typeIDs[t + 1] else { continue }
                records[k].typeIDs[t + 1] = best
                records[k].instantiableTypes[t + 1] = types.types[Int(best)]
            }
        }
    }

    /// Every type a record fulfils maps to it; two production records (not
    /// `mockOnly`) fulfilling one type are a duplicate. A `mockOnly` record
    /// fulfils a type only when no production record does.
    private func buildRegistry() {
        registry = [Int32](repeating: -1, count: types.count)
        var mockOnly: [Int32: Int] = [:]
        var contributions: [Int32: [DuplicateContribution]] = [:]
        for k in records.indices {
            for (t, type) in records[k].typeIDs.enumerated() {
                if records[k].record.mockOnly {
                    if mockOnly[type] == nil { mockOnly[type] = k }
                    continue
                }
                if registry[Int(type)] < 0 {
                    registry[Int(type)] = Int32(k)
                } else {
                    if contributions[type] == nil {
                        let first = Int(registry[Int(type)])
                        contributions[type] = [DuplicateContribution(record: first, typeIndex: records[first].typeIDs.firstIndex(of: type)!)]
                    }
                    contributions[type]!.append(DuplicateContribution(record: k, typeIndex: t))
                }
            }
        }
        for (type, k) in mockOnly where registry[Int(type)] < 0 { registry[Int(type)] = Int32(k) }
        checkMockProviders()
        for type in contributions.keys.sorted(by: { types.source[Int($0)] < types.source[Int($1)] }) {
            problems.append(.duplicate(type: types.types[Int(type)], contributions: contributions[type]!))
        }
        roots = records.indices.filter { records[$0].record.isRoot && !records[$0].record.isExtension }
            .sorted { types.source[Int(records[$0].ids.concrete)] < types.source[Int(records[$1].ids.concrete)] }
    }

    /// SafeDITool allows one hand-written mock per type: a second `mockOnly`
    /// declaration fulfilling it, or a `mockOnly` one beside a production
    /// declaration of the same type that has its own mock, is an error
    /// (whatever order it reads them in).
    private func checkMockProviders() {
        // only `mockOnly` records can be flagged
        guard records.contains(where: { $0.record.mockOnly }) else { return }
        var byType: [Int32: [Int]] = [:]
        for k in records.indices { for type in records[k].typeIDs { byType[type, default: []].append(k) } }
        var flagged: [(type: Int32, records: [Int])] = []
        for (type, ks) in byType {
            let mocks = ks.filter { records[$0].record.mockOnly }
            guard !mocks.isEmpty else { continue }
            let concrete = Set(mocks.map { records[$0].ids.concrete })
            let production = ks.filter { k in
                !records[k].record.mockOnly && records[k].record.mockMethod != nil && concrete.contains(records[k].ids.concrete)
            }
            if mocks.count > 1 || !production.isEmpty { flagged.append((type, (mocks + production).sorted())) }
        }
        for f in flagged.sorted(by: { types.source[Int($0.type)] < types.source[Int($1.type)] }) {
            problems.append(.duplicateMockProvider(type: types.types[Int(f.type)], records: f.records))
        }
    }

    /// The slots of SafeDITool's mock scope map: the registry's records,
    /// production ones first, then those with a hand-written mock, then
    /// those with any mock, then by name; each takes the free slots of its
    /// types, and a `mockOnly` record whose mock returns the slot's type (or
    /// its own, or `Self`) takes a slot from one whose mock fits neither.
    /// A production record without a mock of its own has the mock of a
    /// `mockOnly` declaration of the same type (SafeDITool merges them).
    private func buildMockRegistry() {
        mockRegistry = registry
        var entries = Array(Set(registry.lazy.filter { $0 >= 0 }.map { Int($0) }))
        guard entries.contains(where: { records[$0].record.mockOnly }) else { return }
        var mergedMock: [Int32: Int32] = [:]
        for k in records.indices where records[k].record.mockOnly && records[k].ids.mockReturn >= 0 {
            if mergedMock[records[k].ids.concrete] == nil { mergedMock[records[k].ids.concrete] = records[k].ids.mockReturn }
        }
        func mockReturn(_ k: Int) -> Int32 {
            let own = records[k].ids.mockReturn
            return own >= 0 || records[k].record.mockOnly ? own : mergedMock[records[k].ids.concrete] ?? -1
        }
        let selfType = types.existing(TypeDescription(parsing: "Self"))
        func fits(_ k: Int, _ slot: Int32) -> Bool {
            let r = mockReturn(k)
            return r >= 0 && (r == slot || r == records[k].ids.concrete || r == selfType)
        }
        func rank(_ k: Int) -> (Int, Int, Int, String) {
            let hand = mockReturn(k) >= 0
            return (records[k].record.mockOnly ? 1 : 0, hand ? 0 : 1, hand || records[k].record.generateMock ? 0 : 1,
                    types.source[Int(records[k].ids.concrete)])
        }
        entries.sort { rank($0) < rank($1) }
        var table = [Int32](repeating: -1, count: types.count)
        for k in entries {
            for slot in records[k].typeIDs {
                let existing = Int(table[Int(slot)])
                if existing < 0 {
                    table[Int(slot)] = Int32(k)
                } else if records[k].record.mockOnly, fits(k, slot), !fits(existing, records[existing].ids.concrete),
                          !fits(existing, slot) {
                    table[Int(slot)] = Int32(k)
                }
            }
        }
        mockRegistry = table
        mockRegistryDiffers = table != registry
    }

    // MARK: - Reachability

    /// An `@Instantiated` dependency of a record and the type it builds (after normalization).
    private struct Built: Equatable {
        var dependency: Int
        var type: Int32
    }
    /// Per record, what its `@Instantiated` dependencies build: a function
    /// of the record (normalized), so a kept record keeps its list.
    private var built: [[Built]] = []

    private func makeBuilt(_ k: Int) -> [Built] {
        let r = records[k]
        return r.dependencies.indices.filter { r.dependencies[$0].source.isInstantiated }
            .map { Built(dependency: $0, type: instantiatedType(DependencyRef(record: k, dependency: $0))) }
    }

    /// The problems `computeReachability` found (an edit that keeps every
    /// record's built types and the roots keeps them, and `reachable`).
    private var reachabilityProblems: [SafeDIProblem] = []

    /// The closure over `@Instantiated` dependencies from the roots; every
    /// reachable type must be registered.
    private func computeReachability() {
        let built = self.built
        reachabilityProblems = []
        reachable = Array(repeating: false, count: records.count)
        var seen = [Bool](repeating: false, count: types.count)
        var missing: [Int32: [DependencyRef]] = [:]
        var stack: [Int32] = roots.map { records[$0].ids.concrete }
        for t in stack { seen[Int(t)] = true }
        while let type = stack.popLast() {
            guard let k = fulfilling(type), !reachable[k] else { continue }
            reachable[k] = true
            for b in built[k] {
                let child = b.type
                if fulfilling(child) == nil { missing[child, default: []].append(DependencyRef(record: k, dependency: b.dependency)) }
                if !seen[Int(child)] {
                    seen[Int(child)] = true
                    stack.append(child)
                }
            }
        }
        for type in missing.keys.sorted(by: { types.source[Int($0)] < types.source[Int($1)] }) {
            reachabilityProblems.append(.noInstantiable(type: types.types[Int(type)], properties: missing[type]!.sorted()))
        }
        problems += reachabilityProblems
    }

    /// The type id an `@Instantiated` dependency builds (after normalization).
    private func instantiatedType(_ ref: DependencyRef) -> Int32 {
        let r = records[ref.record]
        return instantiatedType(r.ids.dependencies[ref.dependency], declared: r.depTypes[ref.dependency])
    }

    /// The same from a dependency's ids and its normalized type.
    private func instantiatedType(_ ids: InternedRecord.Dependency, declared: Int32) -> Int32 {
        ids.fulfillingType >= 0 ? ids.fulfillingType : types.instantiated[Int(declared)]
    }

    // MARK: - Scopes

    /// Per reachable record: interned properties, what it creates, what it
    /// requires from above, and its children (instantiated dependencies
    /// whose type is registered).
    /// A class for the reason `Record` is: an edit's tree shares the others.
    private final class Scope {
        enum Kind: UInt8 { case instantiated, received, receivedIfAvailable, aliased, aliasedIfAvailable, forwarded }
        /// Per dependency: its own property and kind. Types have a handful
        /// of dependencies: a scan beats hashing.
        var props: [Int32] = []
        var kinds: [Kind] = []
        /// Aliases: the property they are fulfilled by (per dependency, -1).
        var fulfilling: [Int32] = []
        /// Required receives: the property needed and the dependency asking.
        var required: [(prop: Int32, dependency: Int)] = []
        /// Those the scope does not create itself: what must come from above
        /// (made with the scope, not asked at every visit).
        var fromAbove: [(prop: Int32, dependency: Int)] = []
        var children: [(prop: Int32, record: Int, dependency: Int)] = []
        /// Per `@Instantiated` dependency: its property, its index, the type
        /// it builds and, with `fulfilledByType:`, its declared type's
        /// instantiated type (-1 without): what the children are looked up by.
        var builds: [(prop: Int32, dependency: Int, type: Int32, declaredType: Int32)] = []
        /// The children in a mock tree: a `fulfilledByType:` property is
        /// built as its declared type when a record fulfils that, and the
        /// mock registry decides who fulfils a type.
        var mockChildren: [(prop: Int32, record: Int, dependency: Int)] = []
        /// Non-forwarded dependencies for the cycle check: the property that
        /// must not be on the stack, the dependency, whether a plain `@Received`.
        var cycleChecks: [(prop: Int32, dependency: Int, isReceived: Bool)] = []

        func dependency(declaring p: Int32) -> Int? { props.firstIndex(of: p) }
        /// Instantiated, forwarded or aliased here.
        func creates(_ p: Int32) -> Bool {
            for (k, q) in props.enumerated() where q == p {
                if kinds[k] != .received && kinds[k] != .receivedIfAvailable { return true }
            }
            return false
        }
    }

    private var scopes: [Scope] = []
    /// Properties (label, type) as ids (`SafeDITypes.property`).
    private var propLabel: [Int32] { types.propertyLabels }
    private var propType: [Int32] { types.propertyTypes }

    private func intern(label: Int32, type: Int32) -> Int32 { types.property(label: label, type: type) }

    private func property(_ p: Int32) -> SafeDIProperty {
        SafeDIProperty(label: types.labels[Int(propLabel[Int(p)])], type: types.types[Int(propType[Int(p)])])
    }

    private func isLazy(_ p: Int32) -> Bool { types.flags[Int(propType[Int(p)])].contains(.lazy) }

    /// Scopes for every record (the mock trees of `generateMock` types need
    /// them all); the production checks run on the reachable ones.
    /// Per record, whether it has `@Forwarded` properties.
    private var hasForwarded: [Bool] = []

    /// With the previous tree's scopes and, per record, its index there
    /// (-1: a record made anew), a kept record's scope shares what depends
    /// on the record alone; only its children are looked up again.
    private func buildScopes(reusing previous: (oldIndex: [Int], scopes: [Scope])? = nil) {
        hasForwarded = records.indices.map { records[$0].record.hasForwarded }
        scopes.reserveCapacity(records.count)
        let registry = self.registry, mockRegistry = self.mockRegistry
        for k in records.indices {
            if let previous, previous.oldIndex[k] >= 0 {
                scopes.append(Self.rescope(previous.scopes[previous.oldIndex[k]], registry: registry, mockRegistry: mockRegistry))
            } else {
                scopes.append(makeScope(k))
            }
        }
    }

    /// The scope of a record kept from the previous tree (`old` its scope
    /// there): the same properties, kinds and receives, with the children
    /// the registries now give.
    private static func rescope(_ old: Scope, registry: [Int32], mockRegistry: [Int32]) -> Scope {
        var children: [(prop: Int32, record: Int, dependency: Int)] = []
        var mockChildren: [(prop: Int32, record: Int, dependency: Int)] = []
        let builds = old.builds
        children.reserveCapacity(builds.count)
        mockChildren.reserveCapacity(builds.count)
        for b in builds {
            if let child = record(fulfilling: b.type, in: registry) { children.append((b.prop, child, b.dependency)) }
            let declared = b.declaredType >= 0 ? record(fulfilling: b.declaredType, in: mockRegistry) : nil
            if let child = declared ?? record(fulfilling: b.type, in: mockRegistry) { mockChildren.append((b.prop, child, b.dependency)) }
        }
        let scope = Scope()
        scope.props = old.props
        scope.kinds = old.kinds
        scope.fulfilling = old.fulfilling
        scope.required = old.required
        scope.fromAbove = old.fromAbove
        scope.builds = builds
        scope.children = children
        scope.mockChildren = mockChildren
        scope.cycleChecks = old.cycleChecks
        return scope
    }

    /// Which of `previous`'s records the tree of `files` can keep: those of
    /// the files `previous` was made of too (by identity), unless a type
    /// their normalization may pick was registered or unregistered by the
    /// change. `starts`: per file, where its kept records begin in
    /// `previous`; `oldIndex`: per record of the new tree, its index in
    /// `previous`, or -1. Both lists are in path order: one merge pairs them.
    private func reusableRecords(of files: [SafeDIFileInput], from previous: SafeDITree)
        -> (starts: [Int?], oldIndex: [Int]) {
        let old = previous.inputs
        var match: [Int?] = []
        match.reserveCapacity(files.count)
        // the types whose registration may differ: those of the files in
        // only one of the two trees (a few)
        var moved = [Bool](repeating: false, count: types.count)
        func mark(_ f: SafeDIFileInput) { for r in f.interned { for t in r.types { moved[Int(t)] = true } } }
        var j = 0, start = 0
        for f in files {
            while j < old.count, old[j] !== f, old[j].path <= f.path {
                mark(old[j])
                start += old[j].interned.count
                j += 1
            }
            if j < old.count, old[j] === f {
                match.append(start)
                start += f.interned.count
                j += 1
            } else {
                mark(f)
                match.append(nil)
            }
        }
        for f in old[j...] { mark(f) }
        // Normalization picks the first registered candidate, else the type
        // as written, which is the last candidate: whether that one is
        // registered never changes the result, so a record that merely
        // names a type the change (un)registered is kept. Read in place (a
        // record copied out retains each of its lists).
        func holds(_ records: [InternedRecord]) -> Bool {
            records.withUnsafeBufferPointer { rs in
                for i in rs.indices {
                    for j in rs[i].dependencies.indices {
                        for t in rs[i].dependencies[j].candidates.dropLast() where moved[Int(t)] { return false }
                    }
                    for j in rs[i].typeCandidates.indices {
                        for t in rs[i].typeCandidates[j].dropLast() where moved[Int(t)] { return false }
                    }
                }
                return true
            }
        }
        // most changes (un)register types no record may mean by a nested name
        let flags = types.flags
        let anyInner = moved.indices.contains { moved[$0] && flags[$0].contains(.innerCandidate) }
        var starts: [Int?] = []
        var oldIndex: [Int] = []
        starts.reserveCapacity(files.count)
        for (f, m) in zip(files, match) {
            if let m, !anyInner || holds(f.interned) {
                starts.append(m)
                oldIndex.append(contentsOf: m..<(m + f.interned.count))
            } else {
                starts.append(nil)
                oldIndex.append(contentsOf: repeatElement(-1, count: f.interned.count))
            }
        }
        return (starts, oldIndex)
    }

    /// A record's scope: a function of the record, the registries and the
    /// interned properties.
    private func makeScope(_ k: Int) -> Scope {
        // built in locals and stored once: each append to a field of the
        // class would be an exclusivity-checked access
        let r = records[k]
        let idsOfDependencies = r.ids.dependencies, depTypes = r.depTypes, dependencies = r.dependencies
        let n = dependencies.count
        var props: [Int32] = [], kinds: [Scope.Kind] = [], fulfillingProps: [Int32] = []
        props.reserveCapacity(n)
        kinds.reserveCapacity(n)
        fulfillingProps.reserveCapacity(n)
        var required: [(prop: Int32, dependency: Int)] = []
        var children: [(prop: Int32, record: Int, dependency: Int)] = []
        var mockChildren: [(prop: Int32, record: Int, dependency: Int)] = []
        var builds: [(prop: Int32, dependency: Int, type: Int32, declaredType: Int32)] = []
        var cycleChecks: [(prop: Int32, dependency: Int, isReceived: Bool)] = []
        // room for every dependency: grown one append at a time, these
        // lists cost as much as the rest of the scope
        required.reserveCapacity(n)
        children.reserveCapacity(n)
        mockChildren.reserveCapacity(n)
        builds.reserveCapacity(n)
        cycleChecks.reserveCapacity(n)
        for d in 0..<n {
            let ids = idsOfDependencies[d]
            let own = intern(label: ids.label, type: depTypes[d])
            props.append(own)
            var fulfillingProp = own
            let kind: Scope.Kind
            switch dependencies[d].source {
            case .instantiated:
                kind = .instantiated
                let built = instantiatedType(ids, declared: depTypes[d])
                let declaredType = ids.fulfillingType >= 0 ? types.instantiated[Int(depTypes[d])] : -1
                builds.append((own, d, built, declaredType))
                if let child = fulfilling(built) { children.append((own, child, d)) }
                let declared = declaredType >= 0 ? mockSlot(declaredType) : nil
                if let child = declared ?? mockSlot(built) { mockChildren.append((own, child, d)) }
            case .forwarded:
                kind = .forwarded
            case .aliased(_, _, let onlyIfAvailable):
                kind = onlyIfAvailable ? .aliasedIfAvailable : .aliased
                fulfillingProp = intern(label: ids.aliasLabel, type: ids.aliasType)
                if !onlyIfAvailable { required.append((fulfillingProp, d)) }
            case .received(let onlyIfAvailable):
                kind = onlyIfAvailable ? .receivedIfAvailable : .received
                if !onlyIfAvailable { required.append((own, d)) }
            }
            kinds.append(kind)
            fulfillingProps.append(fulfillingProp)
            if kind != .forwarded { cycleChecks.append((fulfillingProp, d, kind == .received || kind == .receivedIfAvailable)) }
        }
        let scope = Scope()
        scope.props = props
        scope.kinds = kinds
        scope.fulfilling = fulfillingProps
        scope.required = required
        scope.fromAbove = required.filter { !scope.creates($0.prop) }
        scope.builds = builds
        scope.children = children
        scope.mockChildren = mockChildren
        scope.cycleChecks = cycleChecks
        return scope
    }

    /// The checks of each reachable record's instantiated children, in
    /// record and dependency order.
    private func checkInstantiatedChildren() {
        let reachable = self.reachable, scopes = self.scopes, hasForwarded = self.hasForwarded
        for k in reachable.indices where reachable[k] {
            // both checks are about children with @Forwarded properties (few)
            for (_, child, d) in scopes[k].children where hasForwarded[child] {
                let ref = DependencyRef(record: k, dependency: d)
                checkForwarded(ref, child: child)
                checkErasedInstantiator(ref, child: child)
            }
        }
    }

    /// A constant (not an Instantiator) `@Instantiated` property of a type
    /// with `@Forwarded` properties: each once.
    private var reportedForwarded: Set<DependencyRef> = []

    private func checkForwarded(_ ref: DependencyRef, child: Int) {
        guard hasForwarded[child], !types.flags[Int(records[ref.record].depTypes[ref.dependency])].contains(.lazy),
              reportedForwarded.insert(ref).inserted else { return }
        problems.append(.forwardedNeedsInstantiator(ref, child: child))
    }

    /// `ErasedInstantiator<F, B>` building a type with `@Forwarded`
    /// properties: `F` must be what `instantiate(_:)` takes.
    private func checkErasedInstantiator(_ ref: DependencyRef, child: Int) {
        // most lazy children are plain Instantiators: told by the type's id, nothing copied
        let type = Int(records[ref.record].depTypes[ref.dependency])
        guard hasForwarded[child], types.flags[type].contains(.erasedInstantiator) else { return }
        let dep = records[ref.record].dependencies[ref.dependency]
        guard let (forwardedType, _) = dep.property.type.erasedInstantiatorArguments else { return }
        let forwarded = records[child].dependencies.filter { $0.source.isForwarded }.map(\.property)
        guard !forwarded.isEmpty else { return }
        let concrete = types.types[Int(records[child].ids.concrete)]
        var accepted: [TypeDescription] = [.nested(name: "ForwardedProperties", parent: concrete)]
        if forwarded.count == 1 {
            accepted.append(forwarded[0].type)
        } else {
            accepted.append(TypeDescription.tuple(forwarded.sorted { $0.label < $1.label }.map { .init(label: $0.label, $0.type) }))
        }
        if !accepted.contains(forwardedType) {
            problems.append(.erasedInstantiatorArguments(ref, child: child))
        }
    }

    // MARK: - The walk

    /// One step of the current path: the scope and the dependency that
    /// instantiated it (nil for the root).
    private struct Frame {
        var record: Int
        var edge: Int32
        var edgeDependency: DependencyRef?
    }

    private var frames: [Frame] = []

    /// The tree a walk checks, passed down the walk. `production`: the
    /// roots' tree, through `registry`, over the records a root reaches;
    /// every check. `mock`: a generated mock's tree, through
    /// `mockRegistry`, over every registered type; cycles only (an
    /// unfulfilled receive becomes a parameter of the mock).
    private enum Tree { case production, mock }
    private var reportedCycles: Set<DependencyRef> = []
    /// Per receive, its failures on distinct chains (at most
    /// `chainsPerReceive`: a type on a thousand paths is one finding).
    private var unfulfilled: [DependencyRef: [SafeDIProblem.Unfulfilled]] = [:]
    static let chainsPerReceive = 20

    /// The scopes as a graph: node k is record k, with an edge to each
    /// child it instantiates, in dependency order; a mock's tree adds a node
    /// per mock for its top, whose edges also build the receives the mock
    /// takes as parameters (`mockTops`).
    private struct ScopeGraph {
        var graph: Digraph
        /// Per edge: the property it is instantiated as, and the dependency
        /// (nil for a mock's promoted receive).
        var props: [Int32]
        var dependencies: [DependencyRef?]
        /// The record of each node past the records (a mock's top).
        var mockTops: [Int]

        func record(_ node: Int, recordCount: Int) -> Int { node < recordCount ? node : mockTops[node - recordCount] }
    }

    /// The graph of the scopes, with a top for each mock in `mocks` (and its
    /// promoted receives).
    private func scopeGraph(mocks: [(record: Int, extra: [(prop: Int32, record: Int)])] = [], mockTree: Bool = false) -> ScopeGraph {
        var edges: [(from: Int, to: Int)] = []
        var props: [Int32] = []
        var dependencies: [DependencyRef?] = []
        func add(_ from: Int, _ s: Scope, record k: Int) {
            for (prop, child, d) in mockTree ? s.mockChildren : s.children {
                edges.append((from, child))
                props.append(prop)
                dependencies.append(DependencyRef(record: k, dependency: d))
            }
        }
        for k in records.indices { add(k, scopes[k], record: k) }
        for (i, m) in mocks.enumerated() {
            add(records.count + i, scopes[m.record], record: m.record)
            for (prop, child) in m.extra {
                edges.append((records.count + i, child))
                props.append(prop)
                dependencies.append(nil)
            }
        }
        return ScopeGraph(graph: Digraph(nodeCount: records.count + mocks.count, edges: edges), props: props,
                          dependencies: dependencies, mockTops: mocks.map(\.record))
    }

    /// Walks the scopes from `start` once per path, with `frames` the
    /// current path; a child whose property is already on the path is not
    /// entered (SafeDI builds it once per chain). `visit` runs on each scope.
    private func walk(_ g: ScopeGraph, from start: Int, _ visit: () -> Void) {
        popFrames(to: 0)
        path.size(for: types.propertyLabels.count)
        var visits = 0
        let recordCount = records.count
        g.graph.walk(from: start, cycleKey: { Int(g.props[$0.index]) }) { step in
            if step.isCycle { return .skipChildren }
            visits += 1
            // past the budget the walk stops (not reported yet)
            if visits > SafeDITree.visitBudget { return .stop }
            popFrames(to: step.depth)
            let record = g.record(step.node, recordCount: recordCount)
            if let e = step.edge {
                pushFrame(Frame(record: record, edge: g.props[e.index], edgeDependency: g.dependencies[e.index]))
            } else {
                pushFrame(Frame(record: record, edge: -1, edgeDependency: nil))
            }
            visit()
            return .descend
        }
        popFrames(to: 0)
    }

    /// What the current path provides, kept as the walk enters and leaves
    /// scopes, so that asking whether a property is receivable, or on the
    /// instantiation stack, is a lookup and not a climb of the path. Per
    /// property: its latest event on the path — a scope declaring it (it
    /// provides), or an edge that is it (which cuts off what is above) —
    /// and how many edges of the path are it.
    private struct PathState {
        var latest: [Int32] = []
        var events: [(prop: Int32, previous: Int32, provides: Bool)] = []
        /// Per frame, the number of events before it was entered.
        var starts: [Int] = []
        var edges: [Int32] = []

        /// Room for every property (an empty path has no events).
        mutating func size(for propertyCount: Int) {
            if latest.count < propertyCount {
                latest.append(contentsOf: repeatElement(-1, count: propertyCount - latest.count))
                edges.append(contentsOf: repeatElement(0, count: propertyCount - edges.count))
            }
        }

        mutating func push(_ prop: Int32, provides: Bool) {
            events.append((prop, latest[Int(prop)], provides))
            latest[Int(prop)] = Int32(events.count - 1)
            if !provides { edges[Int(prop)] += 1 }
        }

        /// A frame entered: its parent's properties (`parentProps`, nil
        /// for the root's frame) become receivable, then its edge (if any)
        /// cuts off what above is that property. One mutation of the path
        /// per frame, not one per property.
        mutating func enter(parentProps: [Int32]?, edge: Int32) {
            starts.append(events.count)
            guard let parentProps else { return }
            for p in parentProps { push(p, provides: true) }
            if edge >= 0 { push(edge, provides: false) }
        }

        /// The frames above `count` left.
        mutating func leave(downTo count: Int) {
            while starts.count > count { popFrame() }
        }

        mutating func popFrame() {
            let start = starts.removeLast()
            while events.count > start {
                let e = events.removeLast()
                latest[Int(e.prop)] = e.previous
                if !e.provides { edges[Int(e.prop)] -= 1 }
            }
        }

        /// Receivable on top of the path: the nearest event is a scope declaring it.
        func provides(_ prop: Int32) -> Bool {
            guard Int(prop) < latest.count else { return false }
            let k = latest[Int(prop)]
            return k >= 0 && events[Int(k)].provides
        }

        func isEdge(_ prop: Int32) -> Bool { Int(prop) < edges.count && edges[Int(prop)] > 0 }
    }
    private var path = PathState()

    /// A frame on top of the path: its parent's properties become
    /// receivable, then its edge cuts off what above is that property (in
    /// the order a climb from below meets them).
    private func pushFrame(_ frame: Frame) {
        // each use of a stored property of the class is an exclusivity
        // check: the path is changed by one call, not one per property
        let parentProps = frames.last.map { scopes[$0.record].props }
        path.enter(parentProps: parentProps, edge: frame.edge)
        frames.append(frame)
    }

    private func popFrames(to depth: Int) {
        guard frames.count > depth else { return }
        frames.removeLast(frames.count - depth)
        path.leave(downTo: depth)
    }

    /// The checks of the scope on top of `frames`, entered by its frame's
    /// edge: receives nothing above provides, and cycles through the
    /// instantiation stack.
    private func visitScope(in tree: Tree) {
        let here = frames[frames.count - 1]
        let scope = scopes[here.record]
        if frames.count > 1 {
            checkReceivedCycles(scope: here.record, in: tree)
            if tree == .production {
                for (prop, d) in scope.fromAbove where !isAvailable(prop) {
                    recordUnfulfilled(prop, DependencyRef(record: here.record, dependency: d))
                }
            }
        }
        // own dependencies closing a cycle with the instantiation stack
        for (prop, d, isReceived) in scope.cycleChecks {
            guard let i = stackIndex(of: prop) else { continue }
            let hops = [DependencyRef(record: here.record, dependency: d)] + stackDependencies(through: i)
            reportCycle(closing: DependencyRef(record: here.record, dependency: d), prop: prop,
                        types: [prop] + stackProps(through: i), hops: hops, directParent: here.record,
                        isReceived: isReceived, in: tree)
        }
    }

    /// The instantiation stack, nearest first: the edges from the current
    /// scope's up to the root's child. Index of `prop` in it.
    private func stackIndex(of prop: Int32) -> Int? {
        guard path.isEdge(prop) else { return nil }
        let frames = self.frames
        var i = 0
        var f = frames.count - 1
        while f >= 1 {
            if frames[f].edge == prop { return i }
            i += 1
            f -= 1
        }
        return nil
    }

    private func stackProps(through i: Int) -> [Int32] {
        (0...i).map { frames[frames.count - 1 - $0].edge }
    }

    private func stackDependencies(through i: Int) -> [DependencyRef] {
        (0...i).compactMap { frames[frames.count - 1 - $0].edgeDependency }
    }

    /// Whether `prop` is receivable in the current scope: some ancestor
    /// declares it, and no edge between that ancestor and here is it.
    private func isAvailable(_ prop: Int32) -> Bool { path.provides(prop) }

    private func recordUnfulfilled(_ prop: Int32, _ ref: DependencyRef) {
        let property = self.property(prop)
        // chain: Root -> edge types … -> this type (its own edge not shown)
        var chain = [types.source[Int(records[frames[0].record].ids.concrete)]]
        for f in frames.indices.dropFirst().dropLast() { chain.append(types.source[Int(propType[Int(frames[f].edge)])]) }
        chain.append(types.source[Int(records[frames[frames.count - 1].record].ids.concrete)])
        // a receive failing on many paths: the suggestions only for the chains kept
        var list = currentWalk!.unfulfilled[ref] ?? []
        guard list.count < SafeDITree.chainsPerReceive, !list.contains(where: { $0.chain == chain }) else { return }
        // suggestions: the properties receivable here (declared above, not
        // cut off by an edge on the way) of the same type or label
        let leastQualified = types.leastQualified, labels = propLabel, propTypes = propType
        let wanted = leastQualified[Int(propTypes[Int(prop)])]
        let label = labels[Int(prop)]
        var found: [Int32] = []
        for f in 0..<(frames.count - 1) {
            for p in scopes[frames[f].record].props
            where (leastQualified[Int(propTypes[Int(p)])] == wanted || labels[Int(p)] == label) && !found.contains(p) {
                found.append(p)
            }
            if let i = found.firstIndex(of: frames[f + 1].edge) { found.remove(at: i) }
        }
        let suggestions = found.map(self.property).sorted()
        let entry = SafeDIProblem.Unfulfilled(dependency: ref, property: property, chain: chain,
                                               path: frames.compactMap(\.edgeDependency), root: frames[0].record,
                                               suggestions: suggestions)
        list.append(entry)
        currentWalk!.unfulfilled[ref] = list
    }

    // MARK: - Mock trees

    /// SafeDITool also checks the mock tree of every type whose mock it
    /// generates — `generateMock: true`, or named by the configuration's
    /// `additionalMocksToGenerate` — whether a root reaches it or not:
    /// cycles only (an unfulfilled receive becomes a parameter of the mock),
    /// over every registered type as the mock registry fulfils them, from
    /// the roots too when that registry differs from production's;
    /// `@Forwarded` children a mocked type builds as constants; and the
    /// cycles that appear once the receives the mock takes as parameters are
    /// built at its top.
    private func validateMockTrees(reusing previous: SafeDITree?) {
        // a function of the registries, the mock flags and the configurations,
        // which an edit's tree made from `previous` shares
        let mocks = previous?.mockedRecords ?? mockedRecordsNow()
        mockedRecords = mocks
        guard !mocks.isEmpty || mockRegistryDiffers else { return }
        let graph = scopeGraph(mockTree: true)
        if mockRegistryDiffers { for r in roots { walk(graph, from: r) { visitScope(in: .mock) } } }
        let rootSet = Set(roots)
        for m in mocks {
            for (_, child, d) in scopes[m].mockChildren { checkForwarded(DependencyRef(record: m, dependency: d), child: child) }
        }
        let tops = mocks.filter { !rootSet.contains($0) }
        var cache: [Int: (received: Set<Int32>, onlyIfAvailable: Set<Int32>)] = [:]
        let withTops = scopeGraph(mocks: tops.map { (record: $0, extra: promotedReceives(of: $0, cache: &cache)) }, mockTree: true)
        for (i, m) in tops.enumerated() {
            if records[m].record.generateMock { walk(graph, from: m) { visitScope(in: .mock) } }
            walk(withTops, from: records.count + i, visitMockScope)
        }
    }

    /// The records whose mock trees are checked (`validateMockTrees`).
    private var mockedRecords: [Int]?

    private func mockedRecordsNow() -> [Int] {
        var seen: Set<Int32> = []
        // the registered records whose mock is generated, in type order
        var entries: [Int] = []
        var taken = [Bool](repeating: false, count: records.count)
        for r in registry where r >= 0 && !taken[Int(r)] {
            let k = Int(r)
            taken[k] = true
            if records[k].record.generateMock || additionalMocks.contains(types.source[Int(records[k].ids.concrete)]) { entries.append(k) }
        }
        entries.sort { (types.source[Int(records[$0].ids.concrete)], $0) < (types.source[Int(records[$1].ids.concrete)], $1) }
        var mocks: [Int] = []
        for k in entries {
            let concrete = records[k].ids.concrete
            guard seen.insert(concrete).inserted, let m = mockSlot(concrete) else { continue }
            mocks.append(m)
        }
        return mocks
    }

    /// The receives a mock takes as parameters and builds at its top: every
    /// property received in its tree (and in the trees of what it builds so),
    /// except optional-only ones and its own forwarded values, one per label
    /// and built type.
    private func promotedReceives(of m: Int, cache: inout [Int: (received: Set<Int32>, onlyIfAvailable: Set<Int32>)]) -> [(prop: Int32, record: Int)] {
        var (all, optional) = collectReceived(m, &cache, depth: 0)
        var visited: Set<Int32> = []
        var work = all.sorted()
        while let p = work.popLast() {
            guard !optional.contains(p) else { continue }
            let type = types.instantiated[Int(propType[Int(p)])]
            guard let k = fulfilling(type, in: .mock), visited.insert(type).inserted else { continue }
            let (r, o) = collectReceived(k, &cache, depth: 0)
            for q in r.sorted() where all.insert(q).inserted { work.append(q) }
            optional.formUnion(o)
        }
        let forwarded = Set(zip(scopes[m].props, scopes[m].kinds).filter { $0.1 == .forwarded }.map(\.0))
        var seen: Set<Int64> = []
        var out: [(prop: Int32, record: Int)] = []
        func key(_ p: Int32) -> (String, Int, String) {
            let t = Int(propType[Int(p)])
            return (types.labels[Int(propLabel[Int(p)])], types.flags[t].contains(.optional) ? 1 : 0, types.source[t])
        }
        let ordered = all.sorted { key($0) < key($1) }
        for p in ordered where !optional.contains(p) && !forwarded.contains(p) {
            let type = types.instantiated[Int(propType[Int(p)])]
            guard seen.insert(Int64(propLabel[Int(p)]) << 32 | Int64(type)).inserted, let k = fulfilling(type, in: .mock) else { continue }
            out.append((p, k))
        }
        return out
    }

    /// Every property received somewhere in a scope's tree and not declared
    /// on the way up, and those received only if available: a depth-first
    /// walk with an explicit stack, each record's result kept in `cache`;
    /// a record met again on its own path contributes nothing new.
    private func collectReceived(_ start: Int, _ cache: inout [Int: (received: Set<Int32>, onlyIfAvailable: Set<Int32>)],
                                 depth: Int) -> (received: Set<Int32>, onlyIfAvailable: Set<Int32>) {
        if let c = cache[start] { return c }
        struct Frame {
            var record: Int
            var next = 0
            var declared: Set<Int32> = []
            var forwarded: Set<Int32> = []
            var received: Set<Int32> = []
            var optional: Set<Int32> = []
        }
        func open(_ k: Int) -> Frame {
            let s = scopes[k]
            var f = Frame(record: k, declared: Set(s.mockChildren.map(\.prop)))
            for (d, kind) in s.kinds.enumerated() {
                switch kind {
                case .aliased, .aliasedIfAvailable:
                    f.declared.insert(s.props[d])
                    f.received.insert(s.fulfilling[d])
                    if kind == .aliasedIfAvailable { f.optional.insert(s.fulfilling[d]) }
                case .received, .receivedIfAvailable:
                    f.received.insert(s.props[d])
                    if kind == .receivedIfAvailable { f.optional.insert(s.props[d]) }
                case .forwarded: f.forwarded.insert(s.props[d])
                case .instantiated: break
                }
            }
            return f
        }
        func merge(_ r: Set<Int32>, _ o: Set<Int32>, into f: inout Frame) {
            for p in r where !f.declared.contains(p) && !f.forwarded.contains(p) {
                if types.flags[Int(propType[Int(p)])].contains(.optional), f.declared.contains(unwrapped(p)) { continue }
                f.received.insert(p)
            }
            for p in o where !f.declared.contains(unwrapped(p)) && !f.forwarded.contains(unwrapped(p)) { f.optional.insert(p) }
        }
        cache[start] = ([], [])  // a cycle contributes nothing new
        var stack = [open(start)]
        while let top = stack.last {
            let children = scopes[top.record].mockChildren
            if top.next < children.count {
                stack[stack.count - 1].next += 1
                let child = children[top.next].record
                if let c = cache[child] {
                    merge(c.received, c.onlyIfAvailable, into: &stack[stack.count - 1])
                } else {
                    cache[child] = ([], [])
                    // as deep as SafeDITool's recursion would go, no deeper
                    if depth + stack.count < 1000 { stack.append(open(child)) }
                }
                continue
            }
            let done = stack.removeLast()
            cache[done.record] = (done.received, done.optional)
            if !stack.isEmpty { merge(done.received, done.optional, into: &stack[stack.count - 1]) }
        }
        return cache[start]!
    }

    private func unwrapped(_ p: Int32) -> Int32 {
        let t = Int(propType[Int(p)])
        return types.flags[t].contains(.optional) ? intern(label: propLabel[Int(p)], type: types.unwrapped[t]) : p
    }

    /// The cycle check of a mock's tree with its promoted receives: each
    /// scope's own dependencies against the instantiation stack.
    private func visitMockScope() {
        let here = frames[frames.count - 1]
        for (prop, d, isReceived) in scopes[here.record].cycleChecks {
            guard let i = stackIndex(of: prop) else { continue }
            let ref = DependencyRef(record: here.record, dependency: d)
            reportCycle(closing: ref, prop: prop, types: [prop] + stackProps(through: i),
                        hops: [ref] + stackDependencies(through: i), directParent: here.record, isReceived: isReceived,
                        in: .mock)
        }
    }

    /// The received-dependency chains from the current scope: a receive that
    /// is the very property that built this scope (T10), or one that is on
    /// the instantiation stack (a cycle through receives).
    private func checkReceivedCycles(scope start: Int, in tree: Tree) {
        let entry = frames[frames.count - 1].edge
        guard !scopes[start].required.isEmpty else { return }
        // most scopes receive nothing that is on the stack: skip their walk
        guard reachesStack(from: start, entry: entry, in: tree) else { return }
        stamp &+= 1
        if marks.count != records.count { marks = [UInt32](repeating: 0, count: records.count) }
        receivedStack.removeAll(keepingCapacity: true)
        checkReceived(start, entry: entry, in: tree)
    }

    /// Per record, every property its required receives reach, through the
    /// types that fulfil them (a superset of what `checkReceived` looks at),
    /// made when first asked: for production walks (through reachable
    /// records) and for mock walks (the mock registry's).
    private var receiveClosures = ReceiveClosures()
    private var mockReceiveClosures = ReceiveClosures()

    /// Receive closures as bits: each property some record requires has a
    /// slot, and a record's closure is its `words` words of `bits`. Bits,
    /// not sets: a tree made in full makes hundreds of closures.
    private struct ReceiveClosures {
        private var slotOfProp: [Int32] = []
        private var words = 0
        private var bits: [UInt64] = []
        /// The number of records the closures were made for (0: not made).
        private(set) var records = 0

        init() {}

        init(records: Int, required: some Sequence<Int32>, propertyCount: Int) {
            slotOfProp = [Int32](repeating: -1, count: propertyCount)
            var n: Int32 = 0
            for p in required where slotOfProp[Int(p)] < 0 {
                slotOfProp[Int(p)] = n
                n += 1
            }
            words = max(1, (Int(n) + 63) / 64)
            bits = [UInt64](repeating: 0, count: records * words)
            self.records = records
        }

        /// Whether record `x`'s closure holds `prop` (a property no record
        /// requires is in none).
        func contains(_ x: Int, _ prop: Int32) -> Bool {
            guard prop >= 0, Int(prop) < slotOfProp.count else { return false }
            let s = Int(slotOfProp[Int(prop)])
            return s >= 0 && bits[x * words + s >> 6] & (1 << UInt64(s & 63)) != 0
        }

        /// Asked at every visit of a scope that receives: read in place (a
        /// slice and a closure per visit were a tenth of a walk).
        func isEmpty(_ x: Int) -> Bool {
            var w = x * words
            let end = w + words
            while w < end {
                if bits[w] != 0 { return false }
                w += 1
            }
            return true
        }

        /// Adds a required property (it has a slot) to record `x`'s closure.
        mutating func insert(_ x: Int, _ prop: Int32) {
            let s = Int(slotOfProp[Int(prop)])
            bits[x * words + s >> 6] |= 1 << UInt64(s & 63)
        }

        /// Adds record `y`'s closure to record `x`'s; whether that added something.
        mutating func formUnion(_ x: Int, with y: Int) -> Bool {
            var grew = false
            for w in 0..<words {
                let add = bits[y * words + w] & ~bits[x * words + w]
                if add != 0 {
                    bits[x * words + w] |= add
                    grew = true
                }
            }
            return grew
        }

    }

    /// Whether `previous`'s closures hold in this tree (it is made from
    /// `previous` with the same registries): no changed record requires
    /// other properties, and every record is as reachable as before.
    private func closuresHold(from previous: SafeDITree, changed: [Bool]) -> Bool {
        guard reachable == previous.reachable else { return false }
        for k in records.indices where changed[k] {
            guard scopes[k].required.map({ $0.prop }) == previous.scopes[k].required.map({ $0.prop }) else { return false }
        }
        return true
    }

    /// Whether the receives of `start`, followed through the records that
    /// fulfil them, can reach `entry` or a property on the instantiation stack.
    private func reachesStack(from start: Int, entry: Int32, in tree: Tree) -> Bool {
        if tree == .mock { makeClosures(in: &mockReceiveClosures, of: tree) } else { makeClosures(in: &receiveClosures, of: tree) }
        let closures = tree == .mock ? mockReceiveClosures : receiveClosures
        if closures.isEmpty(start) { return false }
        if closures.contains(start, entry) { return true }
        let frames = self.frames
        var f = frames.count - 2
        while f >= 1 {
            if closures.contains(start, frames[f].edge) { return true }
            f -= 1
        }
        return false
    }

    /// Makes every record's closure the first time one is asked for: each
    /// counted record (reachable, or any in a mock walk) holds its required
    /// properties and the closures of the records fulfilling them. A union
    /// to a fixpoint gives what a walk from each record would collect (a
    /// walk per record costs an allocation and a pass each; this, a few
    /// passes over the receives).
    private func makeClosures(in closures: inout ReceiveClosures, of tree: Tree) {
        if closures.records == records.count { return }
        let scopes = self.scopes, reachable = self.reachable, propType = self.propType
        let everyRecord = tree == .mock, fulfilling = everyRecord ? mockRegistry : registry
        // every record's required receives, read in one pass (each scope is
        // an object of its own: thousands of them, reached one by one)
        var owners: [Int32] = [], required: [Int32] = []
        for k in scopes.indices {
            for (prop, _) in scopes[k].required {
                owners.append(Int32(k))
                required.append(prop)
            }
        }
        var made = ReceiveClosures(records: records.count, required: required, propertyCount: types.propertyLabels.count)
        // the receive edges between counted records
        var from: [Int32] = [], to: [Int32] = []
        for e in owners.indices where everyRecord || reachable[Int(owners[e])] {
            let k = Int(owners[e]), prop = required[e]
            made.insert(k, prop)
            if let next = Self.record(fulfilling: propType[Int(prop)], in: fulfilling), next != k, everyRecord || reachable[next] {
                from.append(Int32(k))
                to.append(Int32(next))
            }
        }
        var changed = !from.isEmpty
        while changed {
            changed = false
            for e in from.indices where made.formUnion(Int(from[e]), with: Int(to[e])) { changed = true }
        }
        closures = made
    }

    /// Per record, the last `stamp` that visited it (no set per check).
    private var marks: [UInt32] = []
    private var stamp: UInt32 = 0
    private var receivedStack: [(prop: Int32, ref: DependencyRef)] = []

    /// The receive chains from `start` (each record once): a receive of the
    /// property that built the current scope is T10; one on the
    /// instantiation stack closes a cycle; a receive already on the chain
    /// ends that record's walk. Depth first, with an explicit stack.
    private func checkReceived(_ start: Int, entry: Int32, in tree: Tree) {
        guard marks[start] != stamp, counts(start, in: tree) else { return }
        marks[start] = stamp
        // each record being walked and its next required receive; every one
        // but the first was entered by the last entry of `receivedStack`
        var stack: [(record: Int, next: Int)] = [(start, 0)]
        while let top = stack.last {
            let required = scopes[top.record].required
            guard top.next < required.count else {
                stack.removeLast()
                if !stack.isEmpty { receivedStack.removeLast() }
                continue
            }
            stack[stack.count - 1].next += 1
            let (prop, d) = required[top.next]
            let x = top.record
            let ref = DependencyRef(record: x, dependency: d)
            if prop == entry {
                reportReceivedInSameChain(ref, instantiated: entry, chain: receivedStack.map(\.prop) + [prop],
                                          hops: receivedStack.map(\.ref) + [ref])
                continue
            }
            if receivedStack.contains(where: { $0.prop == prop }) {
                // the rest of this record's receives are not followed
                stack[stack.count - 1].next = required.count
                continue
            }
            if let i = stackIndex(of: prop) {
                let cycle = [prop] + receivedStack.map(\.prop).reversed() + stackProps(through: i)
                let hops = [ref] + receivedStack.map(\.ref).reversed() + stackDependencies(through: i)
                reportCycle(closing: ref, prop: prop, types: cycle, hops: hops, directParent: x, isReceived: isLazy(prop),
                            in: tree)
            } else if let next = fulfilling(propType[Int(prop)], in: tree), marks[next] != stamp, counts(next, in: tree) {
                marks[next] = stamp
                receivedStack.append((prop, ref))
                stack.append((next, 0))
            }
        }
    }

    private func reportCycle(closing: DependencyRef, prop: Int32, types: [Int32], hops: [DependencyRef],
                             directParent: Int, isReceived: Bool, in tree: Tree) {
        let kind: SafeDIProblem.CycleKind
        if !isLazy(prop) {
            kind = types.contains { isLazy($0) } ? .partiallyLazy : .constant
        } else if isReceived {
            kind = .receivedInstantiator
        } else {
            return  // a fully lazy cycle: SafeDI generates lazy recursion
        }
        report(closing: closing, .cycle(SafeDIProblem.Cycle(kind: kind, closing: closing, property: property(prop),
                                                            types: types.map { property($0).type },
                                                            hops: hops, directParent: directParent,
                                                            root: tree == .mock ? nil : frames.first?.record,
                                                            path: frames.compactMap(\.edgeDependency))))
    }

    /// A cycle closed by `closing`, once: in the walk from a root, once per
    /// walk (the roots are merged after); in a mock tree, once per tree.
    private func report(closing: DependencyRef, _ problem: @autoclosure () -> SafeDIProblem) {
        if currentWalk != nil {
            guard currentWalk!.reported.insert(closing).inserted else { return }
            currentWalk!.problems.append((closing, problem()))
        } else {
            guard reportedCycles.insert(closing).inserted else { return }
            problems.append(problem())
        }
    }

    private func reportReceivedInSameChain(_ ref: DependencyRef, instantiated: Int32, chain: [Int32], hops: [DependencyRef]) {
        let edge = frames[frames.count - 1].edgeDependency
        report(closing: ref, .receivedInSameChain(SafeDIProblem.SameChain(
            closing: ref, instantiated: property(instantiated), instantiatedAt: edge,
            chain: chain.map(property), hops: hops)))
    }

    // MARK: - Navigation

    private func computeNavigation() -> (instantiators: [[DependencyRef]], receivers: [[DependencyRef]]) {
        // who instantiates / receives each record, over every record
        var instantiators = [[DependencyRef]](repeating: [], count: records.count)
        var receivers = [[DependencyRef]](repeating: [], count: records.count)
        for k in records.indices {
            for (d, kind) in scopes[k].kinds.enumerated() {
                let ref = DependencyRef(record: k, dependency: d)
                switch kind {
                case .instantiated:
                    if let target = target(of: ref) { instantiators[target].append(ref) }
                case .received, .receivedIfAvailable, .aliased, .aliasedIfAvailable:
                    if let target = target(of: ref) { receivers[target].append(ref) }
                case .forwarded:
                    break
                }
            }
        }
        return (instantiators, receivers)
    }

    private func computeChainSteps() -> [DependencyRef?] {
        var chainStep = [DependencyRef?](repeating: nil, count: records.count)
        var queue: [Int] = []
        for r in roots where chainStep[r] == nil {
            chainStep[r] = SafeDITree.rootMark
            queue.append(r)
        }
        var head = 0
        while head < queue.count {
            let k = queue[head]
            head += 1
            for (_, child, d) in scopes[k].children where chainStep[child] == nil {
                chainStep[child] = DependencyRef(record: k, dependency: d)
                queue.append(child)
            }
        }
        return chainStep
    }

    /// The dependencies that provide a receive, over every chain that
    /// reaches its type: the nearest ancestor declaring the property,
    /// followed up through ancestors that only receive it themselves
    /// (computed when asked: navigation, hover).
    func providers(of ref: DependencyRef) -> Set<DependencyRef> {
        guard reachable[ref.record], let required = scopes[ref.record].required.first(where: { $0.dependency == ref.dependency })
        else { return [] }
        let prop = required.prop
        var out: Set<DependencyRef> = []
        var seen: Set<Int> = [ref.record]
        var work: [Int] = [ref.record]
        while let k = work.popLast() {
            for parentRef in instantiators[k] {
                let parent = parentRef.record
                guard reachable[parent] else { continue }
                let scope = scopes[parent]
                if scope.children.contains(where: { $0.prop == prop && $0.record == k }) { continue }
                if let d = scope.dependency(declaring: prop) {
                    let dep = records[parent].dependencies[d]
                    if dep.source.isReceived {
                        if seen.insert(parent).inserted { work.append(parent) }
                    } else {
                        out.insert(DependencyRef(record: parent, dependency: d))
                    }
                } else if seen.insert(parent).inserted {
                    work.append(parent)
                }
            }
        }
        return out
    }

    // MARK: - Queries

    func dependency(_ ref: DependencyRef) -> SafeDIDependency { records[ref.record].dependencies[ref.dependency] }

    func anchor(_ ref: DependencyRef) -> Anchor {
        // fields read in place: the dependency is not copied
        let r = records[ref.record]
        return Anchor(file: r.path, decl: r.dependencies[ref.dependency].decl, role: r.dependencies[ref.dependency].role)
    }

    /// The declaration of a record: the type's name, or `instantiate()`'s.
    func anchor(record k: Int, _ role: AnchorRole = .name) -> Anchor {
        Anchor(file: records[k].path, decl: records[k].record.decl, role: role)
    }

    /// The record that builds the type a dependency's property would
    /// instantiate (`record(fulfilling: dependency.instantiatedType)`, by id).
    func builder(of ref: DependencyRef) -> Int? { fulfilling(instantiatedType(ref)) }

    /// The record a type resolves to.
    func record(fulfilling type: TypeDescription) -> Int? { types.existing(type).flatMap(fulfilling) }

    /// The record a dependency resolves to: the type an `@Instantiated` one
    /// builds, else the type it is provided as (an alias's fulfilling one).
    func target(of ref: DependencyRef) -> Int? {
        if records[ref.record].dependencies[ref.dependency].source.isInstantiated { return fulfilling(instantiatedType(ref)) }
        let ids = records[ref.record].ids.dependencies[ref.dependency]
        let type = ids.aliasType >= 0 ? ids.aliasType : records[ref.record].depTypes[ref.dependency]
        return fulfilling(types.instantiated[Int(type)])
    }
}

/// A file-level `#SafeDIConfiguration`: its file and its index among the
/// file's macro expansions.
struct ConfigurationSite: Hashable {
    var path: String
    var index: Int

    var anchor: Anchor { Anchor(file: path, decl: DeclID(0), role: .fileMacro(index)) }
}

struct DuplicateContribution: Hashable {
    var record: Int
    /// 0: the concrete type; k: the k-th `fulfillingAdditionalTypes` entry.
    var typeIndex: Int
}

/// What the tree found wrong, before wording (`SafeDITreeRules` words it).
enum SafeDIProblem {
    typealias Ref = SafeDITree.DependencyRef

    struct Unfulfilled {
        let dependency: Ref
        let property: SafeDIProperty
        /// Root, the edge types, the receiving type (SafeDITool's chain).
        let chain: [String]
        /// The instantiated dependencies from the root down to the receiver.
        let path: [Ref]
        let root: Int
        let suggestions: [SafeDIProperty]
        /// The same receive failing on other chains (SafeDITool lists each).
        var others: [Unfulfilled] = []
        /// SafeDITool's text for this receive (made once: the tree orders a
        /// receive's chains by it, and the rule reports it).
        let message: String

        init(dependency: Ref, property: SafeDIProperty, chain: [String], path: [Ref], root: Int, suggestions: [SafeDIProperty]) {
            self.dependency = dependency
            self.property = property
            self.chain = chain
            self.path = path
            self.root = root
            self.suggestions = suggestions
            var m = "@Received property `\(property.asSource)` is not @Instantiated or @Forwarded in chain:\n\t"
                + chain.joined(separator: " -> ")
            if property.type.isOptional,
               let alternative = suggestions.first(where: { $0.label == property.label && $0.type == property.type.unwrapped }) {
                m += "\n\nThe non-optional `\(alternative.asSource)` is available in chain. Did you mean to decorate this property with `@Received(onlyIfAvailable: true)`?"
            } else if !suggestions.isEmpty {
                m += "\n\nDid you mean one of the following available properties?\n"
                    + suggestions.map { "\t`\($0.asSource)`" }.joined(separator: "\n")
            }
            message = m
        }
    }

    enum CycleKind { case constant, partiallyLazy, receivedInstantiator }

    struct Cycle {
        var kind: CycleKind
        var closing: Ref
        var property: SafeDIProperty
        /// As SafeDITool lists them (nearest first; shown reversed).
        var types: [TypeDescription]
        var hops: [Ref]
        var directParent: Int
        /// The root and the instantiations from it down to where the cycle
        /// was found (nil outside a walk from a root).
        var root: Int? = nil
        var path: [Ref] = []
    }

    struct SameChain {
        var closing: Ref
        var instantiated: SafeDIProperty
        var instantiatedAt: Ref?
        var chain: [SafeDIProperty]
        var hops: [Ref]
    }

    case multipleConfigurations([ConfigurationSite])
    case duplicate(type: TypeDescription, contributions: [DuplicateContribution])
    /// Hand-written mocks of one type from several declarations (records).
    case duplicateMockProvider(type: TypeDescription, records: [Int])
    case noInstantiable(type: TypeDescription, properties: [Ref])
    case unfulfillable(Unfulfilled)
    case forwardedNeedsInstantiator(Ref, child: Int)
    case cycle(Cycle)
    case receivedInSameChain(SameChain)
    case erasedInstantiatorArguments(Ref, child: Int)
}
