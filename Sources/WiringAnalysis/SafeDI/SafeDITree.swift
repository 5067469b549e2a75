import WiringSyntax

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
    /// A record of the workspace: its file and where it is in the file's model.
    struct RecordRef: Hashable, Comparable {
        var file: Int32
        var index: Int32
        static func < (a: RecordRef, b: RecordRef) -> Bool { (a.file, a.index) < (b.file, b.index) }
    }

    /// A dependency: its record and its index there.
    struct DependencyRef: Hashable, Comparable {
        var record: Int
        var dependency: Int
        static func < (a: DependencyRef, b: DependencyRef) -> Bool { (a.record, a.dependency) < (b.record, b.dependency) }
    }

    struct Record {
        var path: String
        var record: SafeDIRecord
        var ids: InternedRecord
        /// Each dependency's property type id after normalization.
        var depTypes: [Int32]
        /// `instantiableTypes` as ids, after normalization.
        var typeIDs: [Int32]
        /// Dependencies after nested-name normalization (`NestedType` declared
        /// in `Child` → `Child.NestedType` when that is registered).
        var dependencies: [SafeDIDependency]
        /// `instantiableTypes` after normalization.
        var instantiableTypes: [TypeDescription]
    }

    /// Every record, files in path order, then in file order.
    private(set) var records: [Record] = []
    let types: SafeDITypes
    /// Type id → the record that fulfils it (the first of duplicates), -1.
    private var registry: [Int32] = []
    private func fulfilling(_ type: Int32) -> Int? {
        let k = Int(type) < registry.count ? registry[Int(type)] : -1
        return k < 0 ? nil : Int(k)
    }
    private(set) var roots: [Int] = []
    /// Records some root reaches (roots included).
    private(set) var reachable: [Bool] = []
    /// Everything the rules report, in discovery order.
    private(set) var problems: [SafeDIProblem] = []

    /// Record → the `@Instantiated` dependencies (anywhere) that build it.
    private(set) var instantiators: [Int: [DependencyRef]] = [:]
    /// Record → the received dependencies whose type it fulfils.
    private(set) var receivers: [Int: [DependencyRef]] = [:]
    /// Record → a shortest chain of instantiated dependencies from a root.
    private(set) var chains: [Int: [DependencyRef]] = [:]
    /// Records by the file that declares them, in file order.
    private(set) var recordsByPath: [String: [Int]] = [:]
    /// Whether a walk stopped early (more paths than `SafeDITree.visitBudget`).
    private(set) var truncatedRoots: [Int] = []

    /// Scope visits allowed per root: the walk follows every path (a type
    /// instantiated in two places is checked twice, as SafeDITool does).
    static let visitBudget = 2_000_000

    init(files: [(path: String, model: SafeDIFileModel, interned: [InternedRecord])], types: SafeDITypes) {
        self.types = types
        for f in files {
            for (r, ids) in zip(f.model.records, f.interned) {
                records.append(Record(path: f.path, record: r, ids: ids, depTypes: ids.dependencies.map(\.type),
                                      typeIDs: ids.types, dependencies: r.dependencies,
                                      instantiableTypes: r.instantiableTypes))
            }
        }
        for k in records.indices { recordsByPath[records[k].path, default: []].append(k) }
        normalize()
        buildRegistry()
        computeReachability()
        buildScopes()
        for r in roots { walk(root: r) }
        validateMockTrees()
        // each unfulfilled receive once, on its first chain (SafeDITool's
        // order), with the other chains it fails in; one that closes a
        // cycle is reported as the cycle only
        for ref in unfulfilled.keys.sorted() where !reportedCycles.contains(ref) {
            let entries = unfulfilled[ref]!.sorted { $0.message < $1.message }
            var first = entries[0]
            first.others = Array(entries.dropFirst())
            problems.append(.unfulfillable(first))
        }
        computeNavigation()
    }

    // MARK: - Registry

    /// SafeDITool's nested-name normalization: a dependency type `T` declared
    /// in `A.B` means `A.B.T`, else `A.T`, else `T` — the first registered.
    private func normalize() {
        var registered = [Bool](repeating: false, count: types.count)
        for r in records { for t in r.typeIDs { registered[Int(t)] = true } }
        for k in records.indices {
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
        for type in contributions.keys.sorted(by: { types.source[Int($0)] < types.source[Int($1)] }) {
            problems.append(.duplicate(type: types.types[Int(type)], contributions: contributions[type]!))
        }
        roots = records.indices.filter { records[$0].record.isRoot && !records[$0].record.isExtension }
            .sorted { types.source[Int(records[$0].ids.concrete)] < types.source[Int(records[$1].ids.concrete)] }
    }

    // MARK: - Reachability

    /// The closure over `@Instantiated` dependencies from the roots; every
    /// reachable type must be registered.
    private func computeReachability() {
        reachable = Array(repeating: false, count: records.count)
        var seen = [Bool](repeating: false, count: types.count)
        var missing: [Int32: [DependencyRef]] = [:]
        var stack: [Int32] = roots.map { records[$0].ids.concrete }
        for t in stack { seen[Int(t)] = true }
        while let type = stack.popLast() {
            guard let k = fulfilling(type), !reachable[k] else { continue }
            reachable[k] = true
            for d in records[k].dependencies.indices where records[k].dependencies[d].source.isInstantiated {
                let child = instantiatedType(DependencyRef(record: k, dependency: d))
                if fulfilling(child) == nil { missing[child, default: []].append(DependencyRef(record: k, dependency: d)) }
                if !seen[Int(child)] {
                    seen[Int(child)] = true
                    stack.append(child)
                }
            }
        }
        for type in missing.keys.sorted(by: { types.source[Int($0)] < types.source[Int($1)] }) {
            problems.append(.noInstantiable(type: types.types[Int(type)], properties: missing[type]!.sorted()))
        }
    }

    /// The type id an `@Instantiated` dependency builds (after normalization).
    private func instantiatedType(_ ref: DependencyRef) -> Int32 {
        let ids = records[ref.record].ids.dependencies[ref.dependency]
        return ids.fulfillingType >= 0 ? ids.fulfillingType : types.instantiated[Int(records[ref.record].depTypes[ref.dependency])]
    }

    // MARK: - Scopes

    /// Per reachable record: interned properties, what it creates, what it
    /// requires from above, and its children (instantiated dependencies
    /// whose type is registered).
    private struct Scope {
        var props: Set<Int32> = []
        /// Property → dependency index, for every dependency (first wins).
        var dependencyOf: [Int32: Int] = [:]
        var created: Set<Int32> = []
        /// Required receives: the property needed and the dependency asking.
        var required: [(prop: Int32, dependency: Int)] = []
        var children: [(prop: Int32, record: Int, dependency: Int)] = []
        /// Non-forwarded dependencies for the cycle check: the property that
        /// must not be on the stack, the dependency, whether a plain `@Received`.
        var cycleChecks: [(prop: Int32, dependency: Int, isReceived: Bool)] = []
        /// For the mock trees: every received property (an alias's fulfilling
        /// one), those only received if available, the aliases' own
        /// properties, the forwarded ones.
        var received: Set<Int32> = []
        var onlyIfAvailable: Set<Int32> = []
        var aliases: Set<Int32> = []
        var forwarded: Set<Int32> = []
    }

    private var scopes: [Scope] = []
    /// Properties (label, type) as ids.
    private var propertyIDs: [Int64: Int32] = [:]
    private var propLabel: [Int32] = []
    private var propType: [Int32] = []

    private func intern(label: Int32, type: Int32) -> Int32 {
        let key = Int64(label) << 32 | Int64(type)
        if let id = propertyIDs[key] { return id }
        let id = Int32(propLabel.count)
        propertyIDs[key] = id
        propLabel.append(label)
        propType.append(type)
        return id
    }

    private func property(_ p: Int32) -> SafeDIProperty {
        SafeDIProperty(label: types.labels[Int(propLabel[Int(p)])], type: types.types[Int(propType[Int(p)])])
    }

    private func isLazy(_ p: Int32) -> Bool { types.isLazy[Int(propType[Int(p)])] }

    /// Scopes for every record (the mock trees of `generateMock` types need
    /// them all); the production checks run on the reachable ones.
    private func buildScopes() {
        scopes.reserveCapacity(records.count)
        for k in records.indices {
            var s = Scope()
            for (d, dep) in records[k].dependencies.enumerated() {
                let ids = records[k].ids.dependencies[d]
                let own = intern(label: ids.label, type: records[k].depTypes[d])
                s.props.insert(own)
                if s.dependencyOf[own] == nil { s.dependencyOf[own] = d }
                var fulfillingProp = own
                switch dep.source {
                case .instantiated:
                    s.created.insert(own)
                    let ref = DependencyRef(record: k, dependency: d)
                    if let child = fulfilling(instantiatedType(ref)) {
                        s.children.append((own, child, d))
                        if reachable[k] {
                            checkForwarded(ref, child: child)
                            checkErasedInstantiator(ref, child: child)
                        }
                    }
                case .forwarded:
                    s.created.insert(own)
                    s.forwarded.insert(own)
                case .aliased(_, _, let onlyIfAvailable):
                    s.created.insert(own)
                    s.aliases.insert(own)
                    fulfillingProp = intern(label: ids.aliasLabel, type: ids.aliasType)
                    if !onlyIfAvailable { s.required.append((fulfillingProp, d)) }
                    s.received.insert(fulfillingProp)
                    if onlyIfAvailable { s.onlyIfAvailable.insert(fulfillingProp) }
                case .received(let onlyIfAvailable):
                    if !onlyIfAvailable { s.required.append((own, d)) }
                    s.received.insert(own)
                    if onlyIfAvailable { s.onlyIfAvailable.insert(own) }
                }
                if !dep.source.isForwarded { s.cycleChecks.append((fulfillingProp, d, dep.source.isReceived)) }
            }
            scopes.append(s)
        }
    }

    /// A constant (not an Instantiator) `@Instantiated` property of a type
    /// with `@Forwarded` properties: each once.
    private var reportedForwarded: Set<DependencyRef> = []

    private func checkForwarded(_ ref: DependencyRef, child: Int) {
        let dep = records[ref.record].dependencies[ref.dependency]
        guard !dep.property.type.isLazy, records[child].record.hasForwarded, reportedForwarded.insert(ref).inserted else { return }
        problems.append(.forwardedNeedsInstantiator(ref, child: child))
    }

    /// `ErasedInstantiator<F, B>` building a type with `@Forwarded`
    /// properties: `F` must be what `instantiate(_:)` takes.
    private func checkErasedInstantiator(_ ref: DependencyRef, child: Int) {
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
    /// Walking a mock tree: every registered type is a scope, and unfulfilled
    /// receives are not errors (they become the mock's parameters).
    private var mockWalk = false
    private var cyclesOnly = false
    private var visits = 0
    private var reportedCycles: Set<DependencyRef> = []
    /// Per receive, its failures on distinct chains (at most
    /// `chainsPerReceive`: a type on a thousand paths is one finding).
    private var unfulfilled: [DependencyRef: [SafeDIProblem.Unfulfilled]] = [:]
    static let chainsPerReceive = 20

    private func walk(root: Int) {
        frames = [Frame(record: root, edge: -1, edgeDependency: nil)]
        visits = 0
        cyclesOnly = false
        visit()
        frames = []
    }

    /// The scope on top of `frames`, entered by its frame's edge.
    private func visit() {
        visits += 1
        if visits > SafeDITree.visitBudget {
            if truncatedRoots.last != frames[0].record { truncatedRoots.append(frames[0].record) }
            return
        }
        let here = frames[frames.count - 1]
        let scope = scopes[here.record]
        if frames.count > 1 {
            checkReceivedCycles(scope: here.record)
            if !cyclesOnly {
                for (prop, d) in scope.required where !scope.created.contains(prop) && !isAvailable(prop) {
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
                        isReceived: isReceived)
        }
        for (prop, child, d) in scope.children {
            if stackIndex(of: prop) != nil { continue }
            frames.append(Frame(record: child, edge: prop, edgeDependency: DependencyRef(record: here.record, dependency: d)))
            visit()
            frames.removeLast()
        }
    }

    /// The instantiation stack, nearest first: the edges from the current
    /// scope's up to the root's child. Index of `prop` in it.
    private func stackIndex(of prop: Int32) -> Int? {
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
    private func isAvailable(_ prop: Int32) -> Bool {
        var f = frames.count - 1
        while f >= 1 {
            if frames[f].edge == prop { return false }
            if scopes[frames[f - 1].record].props.contains(prop) { return true }
            f -= 1
        }
        return false
    }

    /// Every property receivable in the current scope (suggestions).
    private func availableProperties() -> Set<Int32> {
        var set: Set<Int32> = []
        for f in 0..<(frames.count - 1) {
            set.formUnion(scopes[frames[f].record].props)
            set.remove(frames[f + 1].edge)
        }
        return set
    }

    private func recordUnfulfilled(_ prop: Int32, _ ref: DependencyRef) {
        let property = self.property(prop)
        // chain: Root -> edge types … -> this type (its own edge not shown)
        var chain = [types.source[Int(records[frames[0].record].ids.concrete)]]
        for f in frames.indices.dropFirst().dropLast() { chain.append(types.source[Int(propType[Int(frames[f].edge)])]) }
        chain.append(types.source[Int(records[frames[frames.count - 1].record].ids.concrete)])
        let wanted = types.leastQualified[Int(propType[Int(prop)])]
        let label = propLabel[Int(prop)]
        let suggestions = availableProperties()
            .filter { types.leastQualified[Int(propType[Int($0)])] == wanted || propLabel[Int($0)] == label }
            .map(self.property)
            .sorted()
        let entry = SafeDIProblem.Unfulfilled(dependency: ref, property: property, chain: chain,
                                               path: frames.compactMap(\.edgeDependency), root: frames[0].record,
                                               suggestions: suggestions)
        var list = unfulfilled[ref] ?? []
        guard list.count < SafeDITree.chainsPerReceive, !list.contains(where: { $0.chain == entry.chain }) else { return }
        list.append(entry)
        unfulfilled[ref] = list
    }

    // MARK: - Mock trees

    /// SafeDITool also checks the mock tree of every `generateMock` type that
    /// is not a root (its mock is generated whether a root reaches it or
    /// not): cycles only — an unfulfilled receive becomes a parameter of the
    /// mock — over every registered type, `@Forwarded` children built as
    /// constants, and the cycles that appear once the receives the mock
    /// takes as parameters are built at its top.
    private func validateMockTrees() {
        let mocks = records.indices.filter { k in
            let r = records[k].record
            return r.generateMock && !r.isRoot && fulfilling(records[k].ids.concrete) == k
        }.sorted { types.source[Int(records[$0].ids.concrete)] < types.source[Int(records[$1].ids.concrete)] }
        guard !mocks.isEmpty else { return }
        mockWalk = true
        defer { mockWalk = false }
        var cache: [Int: (received: Set<Int32>, onlyIfAvailable: Set<Int32>)] = [:]
        for m in mocks {
            frames = [Frame(record: m, edge: -1, edgeDependency: nil)]
            visits = 0
            cyclesOnly = true
            visit()
            for (_, child, d) in scopes[m].children { checkForwarded(DependencyRef(record: m, dependency: d), child: child) }
            frames = [Frame(record: m, edge: -1, edgeDependency: nil)]
            visits = 0
            visitMockCycles(extra: promotedReceives(of: m, cache: &cache))
            frames = []
        }
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
            guard let k = fulfilling(type), visited.insert(type).inserted else { continue }
            let (r, o) = collectReceived(k, &cache, depth: 0)
            for q in r.sorted() where all.insert(q).inserted { work.append(q) }
            optional.formUnion(o)
        }
        let forwarded = scopes[m].forwarded
        var seen: Set<Int64> = []
        var out: [(prop: Int32, record: Int)] = []
        func key(_ p: Int32) -> (String, Int, String) {
            let t = Int(propType[Int(p)])
            return (types.labels[Int(propLabel[Int(p)])], types.isOptional[t] ? 1 : 0, types.source[t])
        }
        let ordered = all.sorted { key($0) < key($1) }
        for p in ordered where !optional.contains(p) && !forwarded.contains(p) {
            let type = types.instantiated[Int(propType[Int(p)])]
            guard seen.insert(Int64(propLabel[Int(p)]) << 32 | Int64(type)).inserted, let k = fulfilling(type) else { continue }
            out.append((p, k))
        }
        return out
    }

    /// Every property received somewhere in a scope's tree and not declared
    /// on the way up, and those received only if available.
    private func collectReceived(_ k: Int, _ cache: inout [Int: (received: Set<Int32>, onlyIfAvailable: Set<Int32>)],
                                 depth: Int) -> (received: Set<Int32>, onlyIfAvailable: Set<Int32>) {
        if let c = cache[k] { return c }
        cache[k] = ([], [])  // a cycle contributes nothing new
        guard depth < 1000 else { return ([], []) }
        let s = scopes[k]
        let declared = Set(s.children.map(\.prop)).union(s.aliases)
        var received: Set<Int32> = [], optional: Set<Int32> = []
        for (_, child, _) in s.children {
            let (r, o) = collectReceived(child, &cache, depth: depth + 1)
            for p in r where !declared.contains(p) && !s.forwarded.contains(p) {
                if types.isOptional[Int(propType[Int(p)])], declared.contains(unwrapped(p)) { continue }
                received.insert(p)
            }
            for p in o where !declared.contains(unwrapped(p)) && !s.forwarded.contains(unwrapped(p)) { optional.insert(p) }
        }
        received.formUnion(s.received)
        optional.formUnion(s.onlyIfAvailable)
        cache[k] = (received, optional)
        return (received, optional)
    }

    private func unwrapped(_ p: Int32) -> Int32 {
        let t = Int(propType[Int(p)])
        return types.isOptional[t] ? intern(label: propLabel[Int(p)], type: types.unwrapped[t]) : p
    }

    /// The cycle check of a mock's tree with its promoted receives: each
    /// scope's own dependencies against the instantiation stack.
    private func visitMockCycles(extra: [(prop: Int32, record: Int)]) {
        visits += 1
        guard visits <= SafeDITree.visitBudget else { return }
        let scope = scopes[frames[frames.count - 1].record]
        let here = frames[frames.count - 1]
        for (prop, d, isReceived) in scope.cycleChecks {
            guard let i = stackIndex(of: prop) else { continue }
            let ref = DependencyRef(record: here.record, dependency: d)
            reportCycle(closing: ref, prop: prop, types: [prop] + stackProps(through: i),
                        hops: [ref] + stackDependencies(through: i), directParent: here.record, isReceived: isReceived)
        }
        let children = scope.children.map { (prop: $0.prop, record: $0.record, edge: Optional(DependencyRef(record: here.record, dependency: $0.dependency))) }
            + extra.map { (prop: $0.prop, record: $0.record, edge: Optional<DependencyRef>.none) }
        for c in children where stackIndex(of: c.prop) == nil {
            frames.append(Frame(record: c.record, edge: c.prop, edgeDependency: c.edge))
            visitMockCycles(extra: [])
            frames.removeLast()
        }
    }

    /// The received-dependency chains from the current scope: a receive that
    /// is the very property that built this scope (T10), or one that is on
    /// the instantiation stack (a cycle through receives).
    private func checkReceivedCycles(scope start: Int) {
        let entry = frames[frames.count - 1].edge
        var visited: Set<Int> = []
        func check(_ x: Int, _ received: [(prop: Int32, ref: DependencyRef)]) {
            guard visited.insert(x).inserted, mockWalk || reachable[x] else { return }
            let scope = scopes[x]
            for (prop, d) in scope.required {
                let ref = DependencyRef(record: x, dependency: d)
                if prop == entry {
                    reportReceivedInSameChain(ref, instantiated: entry, chain: received.map(\.prop) + [prop],
                                              hops: received.map(\.ref) + [ref])
                    continue
                }
                if received.contains(where: { $0.prop == prop }) { return }
                if let i = stackIndex(of: prop) {
                    let cycle = [prop] + received.map(\.prop).reversed() + stackProps(through: i)
                    let hops = [ref] + received.map(\.ref).reversed() + stackDependencies(through: i)
                    reportCycle(closing: ref, prop: prop, types: cycle, hops: hops, directParent: x,
                                isReceived: isLazy(prop))
                } else if let next = fulfilling(propType[Int(prop)]) {
                    check(next, received + [(prop, ref)])
                }
            }
        }
        check(start, [])
    }

    private func reportCycle(closing: DependencyRef, prop: Int32, types: [Int32], hops: [DependencyRef],
                             directParent: Int, isReceived: Bool) {
        let kind: SafeDIProblem.CycleKind
        if !isLazy(prop) {
            kind = types.contains { isLazy($0) } ? .partiallyLazy : .constant
        } else if isReceived {
            kind = .receivedInstantiator
        } else {
            return  // a fully lazy cycle: SafeDI generates lazy recursion
        }
        guard reportedCycles.insert(closing).inserted else { return }
        problems.append(.cycle(SafeDIProblem.Cycle(kind: kind, closing: closing, property: property(prop),
                                                   types: types.map { property($0).type },
                                                   hops: hops, directParent: directParent)))
    }

    private func reportReceivedInSameChain(_ ref: DependencyRef, instantiated: Int32, chain: [Int32], hops: [DependencyRef]) {
        guard reportedCycles.insert(ref).inserted else { return }
        let edge = frames[frames.count - 1].edgeDependency
        problems.append(.receivedInSameChain(SafeDIProblem.SameChain(
            closing: ref, instantiated: property(instantiated), instantiatedAt: edge,
            chain: chain.map(property), hops: hops)))
    }

    // MARK: - Navigation

    private func computeNavigation() {
        // who instantiates / receives each record, over every record
        for k in records.indices {
            for (d, dep) in records[k].dependencies.enumerated() {
                let ref = DependencyRef(record: k, dependency: d)
                switch dep.source {
                case .instantiated:
                    if let target = fulfilling(instantiatedType(ref)) { instantiators[target, default: []].append(ref) }
                case .received, .aliased:
                    let ids = records[k].ids.dependencies[d]
                    let type = ids.aliasType >= 0 ? ids.aliasType : records[k].depTypes[d]
                    if let target = fulfilling(types.instantiated[Int(type)]) { receivers[target, default: []].append(ref) }
                case .forwarded:
                    break
                }
            }
        }
        // shortest chains from the roots (breadth first, roots in order)
        var queue: [Int] = []
        for r in roots where chains[r] == nil {
            chains[r] = []
            queue.append(r)
        }
        var head = 0
        while head < queue.count {
            let k = queue[head]
            head += 1
            for (_, child, d) in scopes[k].children where chains[child] == nil {
                chains[child] = chains[k]! + [DependencyRef(record: k, dependency: d)]
                queue.append(child)
            }
        }
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
            for parentRef in instantiators[k] ?? [] {
                let parent = parentRef.record
                guard reachable[parent] else { continue }
                let scope = scopes[parent]
                if scope.children.contains(where: { $0.prop == prop && $0.record == k }) { continue }
                if let d = scope.dependencyOf[prop] {
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
        let dep = dependency(ref)
        return Anchor(file: records[ref.record].path, decl: dep.decl, role: dep.role)
    }

    /// The declaration of a record: the type's name, or `instantiate()`'s.
    func anchor(record k: Int, _ role: AnchorRole = .name) -> Anchor {
        Anchor(file: records[k].path, decl: records[k].record.decl, role: role)
    }

    /// The record a type resolves to.
    func record(fulfilling type: TypeDescription) -> Int? { types.existing(type).flatMap(fulfilling) }
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
        var dependency: Ref
        var property: SafeDIProperty
        /// Root, the edge types, the receiving type (SafeDITool's chain).
        var chain: [String]
        /// The instantiated dependencies from the root down to the receiver.
        var path: [Ref]
        var root: Int
        var suggestions: [SafeDIProperty]
        /// The same receive failing on other chains (SafeDITool lists each).
        var others: [Unfulfilled] = []

        /// SafeDITool's text for this receive.
        var message: String {
            var m = "@Received property `\(property.asSource)` is not @Instantiated or @Forwarded in chain:\n\t"
                + chain.joined(separator: " -> ")
            if property.type.isOptional,
               let alternative = suggestions.first(where: { $0.label == property.label && $0.type == property.type.unwrapped }) {
                m += "\n\nThe non-optional `\(alternative.asSource)` is available in chain. Did you mean to decorate this property with `@Received(onlyIfAvailable: true)`?"
            } else if !suggestions.isEmpty {
                m += "\n\nDid you mean one of the following available properties?\n"
                    + suggestions.map { "\t`\($0.asSource)`" }.joined(separator: "\n")
            }
            return m
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
    }

    struct SameChain {
        var closing: Ref
        var instantiated: SafeDIProperty
        var instantiatedAt: Ref?
        var chain: [SafeDIProperty]
        var hops: [Ref]
    }

    case duplicate(type: TypeDescription, contributions: [DuplicateContribution])
    case noInstantiable(type: TypeDescription, properties: [Ref])
    case unfulfillable(Unfulfilled)
    case forwardedNeedsInstantiator(Ref, child: Int)
    case cycle(Cycle)
    case receivedInSameChain(SameChain)
    case erasedInstantiatorArguments(Ref, child: Int)
}
