import Dispatch
import WiringAnalysis
import WiringSyntax

/// Initializable on the incremental workspace. Two kinds of unit:
///
/// - one per file: the macros' own errors (they read only that file), the
///   rules about single declarations, and who each `markInitialized()` call
///   of the file opens (its receiver resolved through the workspace);
/// - one per concrete type: whether it is a gate type (its conformance may
///   come from any file), its members' states, its openers, the coverage
///   rules and its coverage.
///
/// File units provide the derived keys gate units read: `opens` of a type
/// (the calls that open its gate) and `unresolved` (calls whose receiver
/// Wiring cannot tell). File units run first, then gate units.
/// A file's concrete types (what may be a gate type) by identity, with
/// their index in its facts: a few per file, so a scan, not a table each.
struct ConcreteTypes {
    private(set) var ids: [DeclID] = []
    private var indices: [Int32] = []

    var isEmpty: Bool { ids.isEmpty }

    mutating func append(_ id: DeclID, _ index: Int32) {
        ids.append(id)
        indices.append(index)
    }

    func index(of id: DeclID) -> Int32? { ids.firstIndex(of: id).map { indices[$0] } }
}

final class InitializableAnalysis: LibraryAnalysis {
    static let fileUnit: UInt8 = 0
    static let gateUnit: UInt8 = 1
    /// Which types may be gate types (one unit for the workspace).
    static let candidatesUnit = UnitID(kind: 2, file: -1)
    /// Derived keys: who opens a type's gate (by target key), and the calls
    /// whose receiver Wiring cannot tell.
    static let opensKey: UInt8 = 0
    static let unresolvedKey: UInt8 = 1

    private var deps = Dependencies()
    /// Per file (by id): its macro simulation.
    private var simulations: [Int32: MacroSimulation] = [:]
    /// Per file: its concrete types (what may be a gate type), by identity,
    /// with their index in the file's current facts.
    private var concreteTypes: [Int32: ConcreteTypes] = [:]
    /// Per file: its types with a `gate` property holding an initialization
    /// gate (gate types even when the conformance is outside the workspace).
    private var gatePropertyTypes: [Int32: Set<DeclID>] = [:]
    /// Types whose inheritance reaches Initializable's protocols by name,
    /// through the workspace (a superset of the gate types).
    private var inheritingTypes: Set<UnitID> = []
    /// The gate units that exist (one per type that may be a gate type), by file.
    private var gateUnits: [Int32: Set<DeclID>] = [:]
    /// Per file: its opener calls by target key, and its unresolved calls.
    private var openerContributions: [Int32: [(target: String, entry: OpenerEntry)]] = [:]
    private var unresolvedContributions: [Int32: [UnresolvedCall]] = [:]
    /// Aggregated: target key → opener calls, ordered by caller path and position.
    private var openers: [String: [OpenerEntry]] = [:]
    /// Files with unresolved calls, by path.
    private var unresolvedFiles: [String: Int32] = [:]
    private var unresolvedValue: [UnresolvedCall] = []

    /// A file's macro simulation. File units keep those of files that use
    /// the macros; everything else is cheap to simulate again, so this
    /// never writes (gate units call it in parallel).
    func simulation(_ file: Int32, _ context: UpdateContext) -> MacroSimulation {
        if let s = simulations[file] { return s }
        let st = context.file(file)!
        return MacroSimulation(st)
    }

    static func targetKey(_ lookup: WorkspaceLookup, _ t: DeclRef) -> String {
        lookup.path(t) + "#" + lookup.decl(t).id.description
    }

    /// `wiring check --verbose`: the two phases' times.
    private(set) var lastTimes: [(String, Double)] = []

    func update(_ context: UpdateContext) {
        lastTimes = []
        var lapStart = DispatchTime.now().uptimeNanoseconds
        func lap(_ name: String) {
            let now = DispatchTime.now().uptimeNanoseconds
            lastTimes.append((name, Double(now - lapStart) / 1e6))
            lapStart = now
        }
        var dirtyKeys = context.dirtyKeys
        var fileUnits: Set<Int32> = []
        var gates: Set<UnitID> = []
        // the gate types whose inheritance changed (nil: all, the first time)
        var inheritanceChanged: Set<UnitID>? = []
        // each changed file's concrete types and `gate` holders (on every core for a large load)
        let scans = Parallel.map(context.changedFiles.count) { k -> (ConcreteTypes, Set<DeclID>, Bool)? in
            guard let st = context.file(context.changedFiles[k]) else { return nil }
            var types = ConcreteTypes()
            var withGate: Set<DeclID> = []
            let decls = st.facts.decls
            // whether the file unit can say anything: a macro's attribute, or an opener call
            let relevant = st.facts.calls.contains { InitNames.isOpener($0.name) }
                || st.hasAttribute { InitNames.macro(named: $0) != nil }
            for i in decls.indices {
                switch decls[i].kind {
                case .class, .struct, .actor, .enum:
                    types.append(decls[i].id, Int32(i))
                case .let, .var:
                    let p = Int(decls[i].parent)
                    if decls[i].name == "gate", p >= 0, Self.holdsGate(decls[i]) { withGate.insert(decls[p].id) }
                default:
                    break
                }
            }
            return (types, withGate, relevant)
        }
        for (id, scan) in zip(context.changedFiles, scans) {
            simulations[id] = nil
            if let (types, withGate, relevant) = scan {
                concreteTypes[id] = types.isEmpty ? nil : types
                gatePropertyTypes[id] = withGate.isEmpty ? nil : withGate
                // a file with neither has an empty unit: computed once more
                // only to clear what an earlier one said
                if relevant {
                    fileUnits.insert(id)
                    relevantFiles.insert(id)
                } else if relevantFiles.remove(id) != nil {
                    fileUnits.insert(id)
                }
            } else {
                relevantFiles.remove(id)
                let path = context.path(of: id)
                concreteTypes[id] = nil
                gatePropertyTypes[id] = nil
                drop(UnitID(kind: Self.fileUnit, file: id), context)
                dirtyKeys.formUnion(setOpeners(id, path: path, [], context))
                dirtyKeys.formUnion(setUnresolved(id, path: path, [], context))
            }
        }
        // which types may be gate types: by inheritance (recomputed when a
        // name on the way means something else) or by a `gate` property
        if !computedCandidates || deps.readers(of: context.dirtyKeys).contains(Self.candidatesUnit) {
            let first = !computedCandidates
            computedCandidates = true
            let lookup = WorkspaceLookup(context)
            let inheriting = inheritingInitializable(lookup)
            deps.record(Self.candidatesUnit, reads: lookup.log.keys)
            if inheriting != inheritingTypes {
                inheritanceChanged = first ? nil : inheritingTypes.symmetricDifference(inheriting)
                inheritingTypes = inheriting
            }
        }
        // the gate units that should exist: all of them again when the
        // inheritance changed, else those of the changed files
        func wanted(_ u: UnitID) -> Bool {
            guard let d = u.decl, concreteTypes[u.file]?.index(of: d) != nil else { return false }
            return inheritingTypes.contains(u) || gatePropertyTypes[u.file]?.contains(d) == true
        }
        var recheck: Set<UnitID> = []
        func files(_ ids: some Sequence<Int32>) {
            for id in ids {
                for t in gateUnits[id] ?? [] { recheck.insert(UnitID(kind: Self.gateUnit, file: id, decl: t)) }
                for t in concreteTypes[id]?.ids ?? [] { recheck.insert(UnitID(kind: Self.gateUnit, file: id, decl: t)) }
            }
        }
        // a type's unit is wanted or not by its own file and by whether it
        // inherits the protocols: the changed files', and those whose
        // inheritance changed (the other files' thousands of types stay)
        if let changed = inheritanceChanged {
            files(context.changedFiles)
            recheck.formUnion(changed)
        } else {
            files(Array(gateUnits.keys))
            recheck.formUnion(inheritingTypes)
            files(Array(gatePropertyTypes.keys))
        }
        for u in recheck {
            if wanted(u) {
                if gateUnits[u.file, default: []].insert(u.decl!).inserted { gates.insert(u) }
            } else if gateUnits[u.file]?.remove(u.decl!) != nil {
                if gateUnits[u.file]?.isEmpty == true { gateUnits[u.file] = nil }
                drop(u, context)
            }
        }
        // the gate units of changed files are recomputed
        for id in context.changedFiles {
            for t in gateUnits[id] ?? [] { gates.insert(UnitID(kind: Self.gateUnit, file: id, decl: t)) }
        }
        // phase 1: file units (they read symbols only)
        for u in deps.readers(of: context.dirtyKeys) where u.kind == Self.fileUnit && context.file(u.file) != nil {
            fileUnits.insert(u.file)
        }
        // each unit reads the state before phase 2, so the order does not
        // change results; by path for reproducible logs and profiles
        let ordered = context.sortedByPath(fileUnits)
        for result in Parallel.map(ordered.count, { computeFileUnit(ordered[$0], context) }) {
            dirtyKeys.formUnion(apply(result, context))
        }
        lap("Initializable file units (\(ordered.count))")
        // phase 2: gate units
        for u in deps.readers(of: dirtyKeys) where u.kind == Self.gateUnit { gates.insert(u) }
        var live: [UnitID] = []
        for u in gates {
            if gateUnits[u.file]?.contains(u.decl!) == true { live.append(u) } else { drop(u, context) }
        }
        let results = Parallel.map(live.count) { computeGateUnit(live[$0], context) }
        defer { lap("Initializable gate units (\(live.count))") }
        for (u, result) in zip(live, results) {
            guard let result else {
                drop(u, context)
                continue
            }
            deps.record(u, reads: result.reads)
            context.report(u, findings: result.findings, summaries: result.coverage)
        }
    }

    private var computedCandidates = false
    /// Files whose last file unit was computed because it could say something.
    private var relevantFiles: Set<Int32> = []

    static func holdsGate(_ d: DeclFact) -> Bool {
        ((d.type ?? "") + (d.initializer ?? "")).containsBytes("InitializationGate")
    }

    /// Every type whose inheritance clause (or an extension's) names
    /// `Initializable` or `ThrowingInitializable`, or a type that does, and
    /// so on: the only types whose conformance can reach the protocols.
    private func inheritingInitializable(_ lookup: WorkspaceLookup) -> Set<UnitID> {
        var found: Set<DeclRef> = []
        var names = [InitNames.plainProtocol, InitNames.throwingProtocol]
        var seenNames = Set(names)
        while let n = names.popLast() {
            for entry in lookup.context.symbols.inheritors(named: n, lookup.log) {
                let targets = lookup.kind(entry.ref) == .extension ? lookup.lookupTypes(lookup.name(entry.ref), from: entry.ref.file) : [entry.ref]
                for t in targets where found.insert(t).inserted {
                    for k in lookup.lookupKeys(t) where seenNames.insert(k).inserted { names.append(k) }
                }
            }
        }
        var out: Set<UnitID> = []
        for r in found {
            switch lookup.kind(r) {
            case .class, .struct, .actor, .enum:
                out.insert(UnitID(kind: Self.gateUnit, file: r.file, decl: lookup.state(r.file).facts.decls[Int(r.index)].id))
            default:
                break
            }
        }
        return out
    }

    private func drop(_ unit: UnitID, _ context: UpdateContext) {
        deps.remove(unit)
        context.remove(unit)
    }

    // MARK: - File unit

    /// Runs a file's unit; returns the derived keys whose value changed.
    /// What a file unit computes, before it is applied (units may be
    /// computed in parallel; they read shared state only).
    struct FileUnitResult {
        var id: Int32
        var path: String
        var simulation: MacroSimulation
        var findings: [Finding]
        var opened: [(String, OpenerEntry)]
        var unresolved: [UnresolvedCall]
        var reads: Set<DepKey>
    }

    private func computeFileUnit(_ id: Int32, _ context: UpdateContext) -> FileUnitResult? {
        guard let st = context.file(id) else { return nil }
        let lookup = WorkspaceLookup(context)
        let sim = simulations[id] ?? MacroSimulation(st)
        let file = InitFileContext(fileID: id, state: st, simulation: sim, lookup: lookup)
        var findings: [Finding] = []
        // every file rule is about one of the macros' attributes written in the file
        if sim.usesMacros { for rule in InitializableRules.fileRules { rule.check(file, into: &findings) } }
        let (opened, unresolved) = resolveOpeners(file)
        return FileUnitResult(id: id, path: st.path, simulation: sim, findings: findings, opened: opened,
                              unresolved: unresolved, reads: lookup.log.keys)
    }

    /// Applies a file unit's result; returns the derived keys whose value changed.
    private func apply(_ r: FileUnitResult?, _ context: UpdateContext) -> Set<DepKey> {
        guard let r else { return [] }
        if r.simulation.usesMacros { simulations[r.id] = r.simulation }
        let unit = UnitID(kind: Self.fileUnit, file: r.id)
        deps.record(unit, reads: r.reads)
        context.report(unit, findings: r.findings)
        return setOpeners(r.id, path: r.path, r.opened, context).union(setUnresolved(r.id, path: r.path, r.unresolved, context))
    }

    /// Every `markInitialized()` / `markFailed(_:)` call of the file, with
    /// the type whose gate it opens (by target key), or unresolved.
    private func resolveOpeners(_ file: InitFileContext) -> ([(String, OpenerEntry)], [UnresolvedCall]) {
        var opened: [(String, OpenerEntry)] = []
        var unresolved: [UnresolvedCall] = []
        let facts = file.facts
        for i in facts.decls.indices where !facts.decls[i].calls.isEmpty {
            let caller = DeclRef(file: file.fileID, index: Int32(i))
            for (k, c) in facts.calls(of: i).enumerated() where InitNames.isOpener(c.name) {
                if c.hasCallReceiver {
                    // on a call's result (`make().markInitialized()`): not followed
                    unresolved.append(UnresolvedCall(anchor: file.anchor(i, .call(k)), text: c.text))
                    continue
                }
                let comps = InitNames.receiverPath(c.receiverPath)
                let target: DeclRef
                let external: Bool
                if comps.isEmpty || comps == ["self"] {
                    guard let owner = file.lookup.ownerType(of: caller) else { continue }
                    target = owner
                    external = false
                } else {
                    let binding = file.extracted(i).bindings[k]
                    guard let typeName = file.lookup.resolveReceiver(comps, binding: binding, in: caller),
                          let t = file.lookup.lookupTypes(typeName, from: caller.file).first else {
                        unresolved.append(UnresolvedCall(anchor: file.anchor(i, .call(k)), text: c.text))
                        continue
                    }
                    target = t
                    external = true
                }
                let parent = facts.decls[i].parent
                let ownerName = parent >= 0 ? facts.decls[Int(parent)].name : ""
                opened.append((Self.targetKey(file.lookup, target),
                               OpenerEntry(callerFile: file.fileID, callerIndex: Int32(i), call: k, external: external,
                                           callerPath: file.path, callerID: facts.decls[i].id,
                                           callerHash: facts.contentHash(of: i), ownerName: ownerName)))
            }
        }
        return (opened, unresolved)
    }

    private func setOpeners(_ id: Int32, path: String, _ new: [(String, OpenerEntry)], _ context: UpdateContext) -> Set<DepKey> {
        let old = openerContributions[id] ?? []
        openerContributions[id] = new.isEmpty ? nil : new
        var dirty: Set<DepKey> = []
        var targets: Set<String> = []
        for (t, _) in old { targets.insert(t) }
        for (t, _) in new { targets.insert(t) }
        for t in targets {
            var list = openers[t] ?? []
            let before = list
            list.removeAll { $0.callerPath == path }
            list += new.filter { $0.0 == t }.map(\.1)
            list.sort { ($0.callerPath, $0.callerIndex, $0.call) < ($1.callerPath, $1.callerIndex, $1.call) }
            openers[t] = list.isEmpty ? nil : list
            if before.count != list.count || zip(before, list).contains(where: { !$0.sameValue($1) }) {
                dirty.insert(context.key(Self.opensKey, t))
            }
        }
        return dirty
    }

    private func setUnresolved(_ id: Int32, path: String, _ new: [UnresolvedCall], _ context: UpdateContext) -> Set<DepKey> {
        unresolvedContributions[id] = new.isEmpty ? nil : new
        unresolvedFiles[path] = new.isEmpty ? nil : id
        // the value readers see: whether any exists, and the first three
        var value: [UnresolvedCall] = []
        for p in unresolvedFiles.keys.sorted() {
            value += unresolvedContributions[unresolvedFiles[p]!] ?? []
            if value.count >= 3 { break }
        }
        value = Array(value.prefix(3))
        guard value != unresolvedValue else { return [] }
        unresolvedValue = value
        return [context.key(Self.unresolvedKey, "")]
    }

    // MARK: - Gate unit

    struct GateUnitResult {
        var unit: UnitID
        var findings: [Finding]
        var coverage: [SummaryFinding]
        var reads: Set<DepKey>
    }

    /// A gate unit's result (computed in parallel with others: it reads
    /// shared state only); nil when its type is gone.
    private func computeGateUnit(_ unit: UnitID, _ context: UpdateContext) -> GateUnitResult? {
        guard let st = context.file(unit.file), let decl = unit.decl, let index = concreteTypes[unit.file]?.index(of: decl) else {
            return nil
        }
        let lookup = WorkspaceLookup(context)
        let t = DeclRef(file: st.id, index: Int32(index))
        var findings: [Finding] = []
        var coverage: [SummaryFinding] = []
        if let gate = buildGate(t, lookup, context) {
            let analysis = GateAnalysis(gate: gate, lookup: lookup, library: self, context: context)
            for rule in InitializableRules.gateRules { rule.check(analysis, into: &findings) }
            // the coverage table only (a fifth of a gate's cost): not made when no table is kept
            if context.keepsSummaries { coverage.append(analysis.coverage()) }
        }
        return GateUnitResult(unit: unit, findings: findings, coverage: coverage, reads: lookup.log.keys)
    }

    /// The gate calls whose receiver Wiring cannot tell (the first three,
    /// workspace-wide, by path); reading it is recorded.
    func unresolvedCalls(_ lookup: WorkspaceLookup) -> [UnresolvedCall] {
        lookup.log.read(lookup.context.key(Self.unresolvedKey, ""))
        return unresolvedValue
    }

    func openerCalls(targeting key: String, _ lookup: WorkspaceLookup) -> [OpenerEntry] {
        lookup.log.read(lookup.context.key(Self.opensKey, key))
        return openers[key] ?? []
    }

    private func buildGate(_ t: DeclRef, _ lookup: WorkspaceLookup, _ context: UpdateContext) -> GateType? {
        // most types inherit nothing and have no extensions: only a `gate`
        // property could make them gate types
        // each asked once: a lookup of extensions checks every candidate's name
        let extensions = lookup.extensions(of: t)
        lazy var evidence = gatePropertyEvidence(t, lookup)
        if lookup.inherits(t).isEmpty && extensions.isEmpty && evidence == nil {
            return nil
        }
        let d = lookup.decl(t)
        let auto = d.attributes.firstIndex {
            InitNames.macro(of: $0) == InitNames.autoAwait || InitNames.macro(of: $0) == InitNames.autoAwaitThrowing
        }
        let autoThrowing = auto.map { InitNames.macro(of: d.attributes[$0]) == InitNames.autoAwaitThrowing }
        let plain = lookup.conformance(of: t, to: InitNames.plainProtocol)
        let throwing = lookup.conformance(of: t, to: InitNames.throwingProtocol)
        let proto: String
        switch (plain, throwing) {
        case (_?, _?): proto = autoThrowing == true ? InitNames.throwingProtocol : InitNames.plainProtocol
        case (_?, nil): proto = InitNames.plainProtocol
        case (nil, _?): proto = InitNames.throwingProtocol
        case (nil, nil):
            guard let p = evidence else { return nil }
            proto = p
        }
        let accepted = auto.map { a in
            d.clauseNames(InitNames.requiredProtocol(throwing: InitNames.macro(of: d.attributes[a]) == InitNames.autoAwaitThrowing))
        } ?? false
        var gate = GateType(type: t, name: d.name, qualifiedName: lookup.qualifiedName(t),
                            isThrowing: proto == InitNames.throwingProtocol, autoAttribute: auto, autoAccepted: accepted)
        // who opens it: calls on it, on the types it inherits from (a
        // subclass instance is one), and on those inheriting from it (a
        // protocol extension's `self`)
        var targets = [t]
        targets += lookup.ancestors(of: t).sorted { (lookup.path($0), $0.index) < (lookup.path($1), $1.index) }
        targets += lookup.descendants(of: t)
        var seen: Set<String> = []
        var calls: [OpenerCall] = []
        for x in targets {
            for e in openerCalls(targeting: Self.targetKey(lookup, x), lookup)
            where seen.insert(e.callerPath + "#\(e.callerIndex)#\(e.call)").inserted {
                calls.append(OpenerCall(entry: e, external: e.external || x != t))
            }
        }
        calls.sort { ($0.entry.callerPath, $0.entry.callerIndex, $0.entry.call) < ($1.entry.callerPath, $1.entry.callerIndex, $1.entry.call) }
        gate.openerCalls = calls
        var members: [GateMember] = []
        for f in lookup.memberFunctions(of: t) { members.append(classify(f, in: gate, inExtension: false, lookup, context)) }
        for e in extensions {
            for f in lookup.memberFunctions(of: e) { members.append(classify(f, in: gate, inExtension: true, lookup, context)) }
        }
        let openerKeys = Set(calls.filter { !$0.external }.map { DeclRef(file: $0.entry.callerFile, index: $0.entry.callerIndex) })
        for k in members.indices where openerKeys.contains(members[k].function) { members[k].isOpener = true }
        gate.members = members
        return gate
    }

    /// A `gate` property initialised with (or typed as) an initialization
    /// gate: evidence when the conformance comes from outside the workspace.
    /// The protocol it stands for.
    private func gatePropertyEvidence(_ t: DeclRef, _ lookup: WorkspaceLookup) -> String? {
        for m in lookup.members(of: t) where lookup.name(m) == "gate" {
            let d = lookup.decl(m)
            guard d.kind == .let || d.kind == .var else { continue }
            let text = (d.type ?? "") + (d.initializer ?? "")
            if text.containsBytes("ThrowingInitializationGate") { return InitNames.throwingProtocol }
            if text.containsBytes("InitializationGate") { return InitNames.plainProtocol }
        }
        return nil
    }

    // MARK: - Member states

    private func classify(_ f: DeclRef, in g: GateType, inExtension: Bool, _ lookup: WorkspaceLookup,
                          _ context: UpdateContext) -> GateMember {
        // fields read in place: the declaration is not copied
        let st = lookup.state(f.file), i = Int(f.index)
        let extracted = InitializableFacts(context.extracted(lookup.state(f.file), decl: Int(f.index)))
        let sim = simulation(f.file, context)
        // the type's auto attribute as written: only a few reasons name it
        var auto: String {
            g.autoAttribute.map { "@" + (InitNames.macro(of: lookup.decl(g.type).attributes[$0]) ?? InitNames.autoAwait) } ?? "@AutoAwaitInit"
        }
        // the reason is the coverage table's only: not worded for a check without it
        let worded = context.keepsSummaries
        func member(_ s: GateState, _ by: GatedBy?, _ reason: @autoclosure () -> String) -> GateMember {
            GateMember(function: f, anchor: lookup.anchor(f, .name), inExtension: inExtension, state: s, gatedBy: by,
                       reason: worded ? reason() : "")
        }
        if st.facts.decls[i].kind == .`init` {
            return member(.exempt, nil, "Initializers are never gated; the macros only rewrite async methods.")
        }
        let waitCall = InitNames.waitStatement(throwing: g.isThrowing)
        let events = sim.events(of: f.index)
        if let stamp = sim.stamps[f.index] {
            let name = "@" + InitNames.autoName(throwing: stamp.throwing)
            let wait = "@" + InitNames.waitName(throwing: stamp.throwing)
            if st.facts.decls[i].isStaticMember {
                return member(.broken, nil, "Static method stamped by \(name): the expansion cannot call the instance method awaitInitialized(), so the build fails.")
            }
            if stamp.throwing, let typed = sim.typedThrowsClause(f.index) {
                return member(.broken, nil, "\(wait) injects 'try await awaitInitialized()', which throws 'any Error'; '\(typed)' cannot propagate it, so the build fails.")
            }
            if sim.injections[f.index] != nil {
                return member(.gated, .auto(name),
                              "Gated by \(name): it is stamped with \(wait), which starts it with '\(InitNames.waitStatement(throwing: stamp.throwing))'.")
            }
            if let e = events.first {
                return member(.broken, nil, "Stamped by \(name), but \(wait) fails here: \(e.message).")
            }
        }
        // whatever the macros reject is broken, a synchronous method too:
        // its attribute does not compile, so it exempts nothing
        if let e = events.first {
            return member(.broken, nil, "The build fails here: \(e.message).")
        }
        if !st.facts.decls[i].isAsync {
            return member(.exempt, nil, "Synchronous: only async methods can wait for the gate.")
        }
        if InitNames.protocolMethods.contains(st.facts.decls[i].name) {
            return member(.exempt, nil, "One of the protocol's own methods: never gated.")
        }
        if let inj = sim.injections[f.index], let attr = inj.attribute {
            let written = "@" + InitNames.waitName(throwing: inj.throwing)
            if inj.throwing, let typed = sim.typedThrowsClause(f.index) {
                return member(.broken, nil, "\(written) injects 'try await awaitInitialized()', which throws 'any Error'; '\(typed)' cannot propagate it, so the build fails.")
            }
            return member(.gated, .manual(lookup.anchor(f, .attribute(attr)), throwing: inj.throwing),
                          "Gated by \(written): it starts with '\(InitNames.waitStatement(throwing: inj.throwing))'.")
        }
        if extracted.leadingAwait == "awaitInitialized" {
            return member(.gated, .statement(lookup.anchor(f, .extracted(library: context.library, 0))),
                          "Gated by hand: its first statement is '\(waitCall)'.")
        }
        if st.facts.decls[i].attributes.contains(where: { InitNames.macro(of: $0) == InitNames.skip }) {
            if !inExtension && g.autoAttribute != nil {
                return member(.skipped, nil, "Skipped: @SkipInit keeps \(auto) from gating it.")
            }
            return member(.skipped, nil, "Marked @SkipInit, which has no effect here: nothing would stamp it.")
        }
        if !inExtension, g.autoAttribute != nil, !g.autoAccepted {
            return member(.broken, nil, "\(auto) rejects '\(g.name)' (it only accepts '\(InitNames.requiredProtocol(throwing: auto == "@AutoAwaitThrowingInit"))' written in the type's own inheritance clause), so nothing is stamped and the build fails.")
        }
        if st.facts.decls[i].isStaticMember {
            return member(.exempt, nil, "Static: the gate belongs to each instance, so static methods are not gated.")
        }
        if inExtension && g.autoAttribute != nil {
            return member(.ungated, nil, "Not gated: \(auto) never visits members declared in extensions.")
        }
        return member(.ungated, nil, "Not gated: neither @\(InitNames.waitName(throwing: g.isThrowing)) nor a leading '\(waitCall)' makes it wait.")
    }
}

// MARK: - Values

/// A call that opens some type's gate, as its file's unit found it.
struct OpenerEntry {
    var callerFile: Int32
    var callerIndex: Int32
    /// Index among the caller's recorded calls.
    var call: Int
    /// Called on another instance (`manager.markInitialized()`).
    var external: Bool
    var callerPath: String
    var callerID: DeclID
    var callerHash: UInt64
    /// The caller's enclosing declaration's name (`Owner.setup()` in coverage).
    var ownerName: String

    /// What a gate unit's result depends on (positions in the file aside).
    func sameValue(_ o: OpenerEntry) -> Bool {
        call == o.call && external == o.external && callerPath == o.callerPath && callerID == o.callerID
            && callerHash == o.callerHash && ownerName == o.ownerName
    }
}

struct UnresolvedCall: Hashable {
    var anchor: Anchor
    var text: String
}

struct OpenerCall {
    var entry: OpenerEntry
    /// Called on another instance, or on a type related by inheritance.
    var external: Bool
}

enum GatedBy {
    case auto(String)
    case manual(Anchor, throwing: Bool)
    case statement(Anchor)

    var text: String {
        switch self {
        case .auto(let a): return a
        case .manual(_, let throwing): return "@" + InitNames.waitName(throwing: throwing)
        case .statement: return "its own leading 'await awaitInitialized()'"
        }
    }
}

struct GateMember {
    var function: DeclRef
    /// Its name token.
    var anchor: Anchor
    var inExtension: Bool
    var state: GateState
    var gatedBy: GatedBy?
    /// Why, in words: for the coverage table (empty when no summary is kept).
    var reason: String
    var isOpener = false
    /// An opener calls it before opening the gate.
    var runsBeforeOpening = false
}

struct GateType {
    var type: DeclRef
    var name: String
    var qualifiedName: String
    var isThrowing: Bool
    /// `@AutoAwaitInit` / `@AutoAwaitThrowingInit` on the primary declaration (attribute index).
    var autoAttribute: Int?
    /// Whether that macro accepts the type (exact text in its own clause).
    var autoAccepted: Bool
    var members: [GateMember] = []
    var openerCalls: [OpenerCall] = []

    var isAuto: Bool { autoAttribute != nil }
}
