import WiringAnalysis
import WiringSyntax

/// What a rule about one file's declarations reads (the macros' own errors
/// and the single-declaration rules).
protocol InitializableFileRule: Rule {
    func check(_ file: InitFileContext, into out: inout [Finding])
}

/// What a rule about one gate type reads (the coverage rules).
protocol InitializableGateRule: Rule {
    func check(_ gate: GateAnalysis, into out: inout [Finding])
}

enum InitializableRules {
    static let fileRules: [any InitializableFileRule] = [
        WaitForRequiresAsync(), WaitForRequiresThrows(), WaitForRequiresAsyncThrows(), WaitForNotConforming(),
        WaitForNotInType(), AutoAwaitNotConforming(), DuplicateWaitFor(), SkipInitRequiresAsync(),
        SkipInitOutsideAutoAwait(), StaticStamped(), TypedThrowsStamped(), SkipInitNoEffect(), WaitForOnInitializer(),
    ]
    static let gateRules: [any InitializableGateRule] = [
        OpenerGated(), GateNeverOpened(), OpenerAwaitsGated(), ExtensionMemberUngated(), UngatedAsync(),
    ]

    /// In the order `wiring rules` lists them: the parity rules, then the
    /// coverage rules.
    static var all: [RuleInfo] {
        let infos = fileRules.map(\.info) + gateRules.map(\.info)
        let order = [
            "waitfor-requires-async", "waitfor-requires-throws", "waitfor-requires-async-throws", "waitfor-not-conforming",
            "waitfor-not-in-type", "autoawait-not-conforming", "duplicate-waitfor", "skipinit-requires-async",
            "skipinit-outside-autoawait", "opener-gated", "gate-never-opened", "opener-awaits-gated",
            "extension-member-ungated", "static-stamped", "typed-throws-stamped", "ungated-async", "skipinit-no-effect",
            "waitfor-on-initializer",
        ].map { "initializable/" + $0 }
        return order.compactMap { id in infos.first { $0.id == id } }
    }
}

/// One file, for the file rules.
struct InitFileContext {
    let fileID: Int32
    let state: FileState
    let simulation: MacroSimulation
    let lookup: WorkspaceLookup

    var path: String { state.path }
    var facts: FileFacts { state.facts }

    /// What Initializable extracted itself about `decls[i]`.
    func extracted(_ i: Int) -> InitializableFacts { InitializableFacts(lookup.context.extracted(state, decl: i)) }

    func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
    func anchor(_ i: Int32, _ role: AnchorRole) -> Anchor { anchor(Int(i), role) }
    func decl(_ i: Int32) -> DeclFact { facts.decls[Int(i)] }
    func ref(_ i: Int32) -> DeclRef { DeclRef(file: fileID, index: i) }

    /// A note when the macro's text test misses a conformance that exists.
    func conformanceNote(type: Int32?, proto: String) -> [RelatedFinding] {
        guard let t = type, let c = lookup.conformance(of: ref(t), to: proto), let how = c.description else { return [] }
        let name = decl(t).name
        return [RelatedFinding(anchor: c.anchor,
                               message: "'\(name)' conforms to \(proto) via \(how), but the macro only accepts '\(proto)' written in \(name)'s own inheritance clause")]
    }

    var fixes: InitFixes { InitFixes(path: path, facts: facts, simulation: simulation) }
}

/// The fix-its the Initializable rules share, as edit recipes.
struct InitFixes {
    let path: String
    let facts: FileFacts
    let simulation: MacroSimulation

    func anchor(_ i: Int32, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[Int(i)].id, role: role) }

    /// `Add 'async'`: ` async` right after the parameter clause's `)`.
    func addAsync(_ f: Int32, title: String = "Add 'async'", text: String = " async") -> FixRecipe {
        FixRecipe(title: title, edits: [.insertAfter(anchor(f, .parameterClause), text)])
    }

    /// `Add 'throws'`: ` throws` right after `async`.
    func addThrows(_ f: Int32, preferred: Bool = true) -> FixRecipe {
        FixRecipe(title: "Add 'throws'", isPreferred: preferred, edits: [.insertAfter(anchor(f, .asyncKeyword), " throws")])
    }

    /// Deletes an attribute with its trailing blanks (and its line when it
    /// becomes blank).
    func remove(_ decl: Int32, attribute: Int, title: String, preferred: Bool = true) -> FixRecipe {
        FixRecipe(title: title, isPreferred: preferred, edits: [.delete(anchor(decl, .attribute(attribute)))])
    }

    /// `@SkipInit` on its own line before the member. @SkipInit only
    /// accepts an enclosing auto macro written without its module, so a
    /// qualified `@Initializable.AutoAwaitInit` is unqualified as well.
    func markSkipInit(_ f: Int32, title: String = "Mark with @SkipInit", preferred: Bool = true) -> FixRecipe {
        var edits: [EditRecipe] = [.insertLine(before: anchor(f, .declaration), "@SkipInit")]
        if let q = simulation.qualifiedAutoAttributeBlockingSkip(f) {
            edits.append(.replace(anchor(Int32(q.decl), .attributeName(q.attribute)),
                                  String(facts.decls[q.decl].attributes[q.attribute].baseName)))
        }
        return FixRecipe(title: title, isPreferred: preferred, edits: edits)
    }

    /// `Insert 'await awaitInitialized()'` as the first statement (nil
    /// without a body).
    func insertWait(_ f: Int32, throwing: Bool, preferred: Bool = true) -> FixRecipe? {
        let d = facts.decls[Int(f)]
        guard d.hasBody else { return nil }
        let stmt = InitNames.waitStatement(throwing: throwing)
        let returns = d.returnType.map { !["Void", "()", "Swift.Void", "Never", "Swift.Never"].contains($0) } ?? false
        return FixRecipe(title: "Insert '\(stmt)'", isPreferred: preferred,
                         edits: [.insertFirstStatement(anchor(f, .declaration), statement: stmt, returnsValue: returns)])
    }
}

/// One gate type, for the coverage rules: its members' states, its
/// openers, and the calls its openers make before opening it.
struct GateAnalysis {
    private(set) var gate: GateType
    let lookup: WorkspaceLookup
    let library: InitializableAnalysis
    let context: UpdateContext
    /// Calls an opener makes, before its first `markInitialized()` /
    /// `markFailed(_:)`, to methods of the same gate type.
    private(set) var callsBeforeOpening: [PreOpeningCall] = []

    init(gate: GateType, lookup: WorkspaceLookup, library: InitializableAnalysis, context: UpdateContext) {
        self.gate = gate
        self.lookup = lookup
        self.library = library
        self.context = context
        callsBeforeOpening = findCallsBeforeOpening()
        // Methods an opener needs before it opens the gate must stay
        // ungated: the coverage rules do not ask to gate them.
        for pre in callsBeforeOpening where self.gate.members[pre.member].state == .ungated {
            self.gate.members[pre.member].runsBeforeOpening = true
            if context.keepsSummaries {
                self.gate.members[pre.member].reason = "Not gated, as it must not be: '\(lookup.decl(pre.opener).signatureName)' calls it before opening the gate."
            }
        }
    }

    func decl(_ r: DeclRef) -> DeclFact { lookup.decl(r) }
    func anchor(_ r: DeclRef, _ role: AnchorRole) -> Anchor { lookup.anchor(r, role) }
    var typeDecl: DeclFact { lookup.decl(gate.type) }
    var autoName: String {
        gate.autoAttribute.flatMap { InitNames.macro(of: typeDecl.attributes[$0]) }.map { "@" + $0 } ?? "@AutoAwaitInit"
    }

    func fixes(for r: DeclRef) -> InitFixes {
        let st = lookup.state(r.file)
        return InitFixes(path: st.path, facts: st.facts, simulation: library.simulation(r.file, context))
    }

    func unresolvedCalls() -> [UnresolvedCall] { library.unresolvedCalls(lookup) }

    struct PreOpeningCall {
        var opener: DeclRef
        /// Index among the opener's local calls.
        var localCall: Int
        /// The first opening call (`markInitialized` or `markFailed`).
        var markName: String
        var member: Int
    }

    /// By name, unqualified or on `self`; calls inside a `Task { }` do not
    /// count (they do not block the opener).
    private func findCallsBeforeOpening() -> [PreOpeningCall] {
        var out: [PreOpeningCall] = []
        var done: Set<DeclRef> = []
        var byName: [String: [Int]] = [:]
        for (k, m) in gate.members.enumerated() where lookup.kind(m.function) == .func {
            byName[lookup.name(m.function), default: []].append(k)
        }
        for oc in gate.openerCalls where !oc.external {
            let f = DeclRef(file: oc.entry.callerFile, index: oc.entry.callerIndex)
            guard done.insert(f).inserted else { continue }
            let facts = lookup.state(f.file).facts
            let calls = Array(facts.calls(of: Int(f.index)))
            let marks = gate.openerCalls.filter {
                !$0.external && $0.entry.callerFile == f.file && $0.entry.callerIndex == f.index
            }.map { calls[$0.entry.call] }
            guard let first = marks.min(by: { $0.order < $1.order }) else { continue }
            let openerName = facts.decls[Int(f.index)].name
            for (k, c) in facts.localCalls(of: Int(f.index)).enumerated() where c.order < first.order {
                let path = InitNames.receiverPath(c.receiverPath)
                guard path.isEmpty || path == ["self"] else { continue }
                guard c.name != openerName, let candidates = byName[c.name], !c.inSpawnedTask else { continue }
                // overloads: prefer a gated one
                let m = candidates.first { gate.members[$0].state == .gated } ?? candidates[0]
                out.append(PreOpeningCall(opener: f, localCall: k, markName: first.name, member: m))
            }
        }
        return out
    }

    /// Why an opener of the type does not open its gate, as the rules see
    /// it: it is gated itself (opener-gated), it awaits a gated method
    /// first (opener-awaits-gated), or the macro rejects it; nil when it
    /// opens the gate (a call on another instance always does).
    func failure(of call: OpenerCall) -> String? {
        guard !call.external else { return nil }
        let f = DeclRef(file: call.entry.callerFile, index: call.entry.callerIndex)
        guard let m = gate.members.first(where: { $0.function == f }) else { return nil }
        switch m.state {
        case .gated: return "it waits for the gate it opens"
        case .broken: return "the macro rejects it"
        default: break
        }
        if let pre = callsBeforeOpening.first(where: { $0.opener == f && gate.members[$0.member].state == .gated }) {
            return "it awaits gated '\(decl(gate.members[pre.member].function).signatureName)' before opening the gate"
        }
        return nil
    }

    /// Gate coverage of the type, as its summary. Openers are apart from
    /// the ratio: whether they wait is what decides if the gate works.
    func coverage() -> SummaryFinding {
        var openers: [String] = []
        var failures: [(name: String, why: String)] = []
        var works = false
        var memberFailure: [DeclRef: String] = [:]
        for oc in gate.openerCalls {
            let caller = DeclRef(file: oc.entry.callerFile, index: oc.entry.callerIndex)
            var name = decl(caller).signatureName
            if oc.external && !oc.entry.ownerName.isEmpty { name = oc.entry.ownerName + "." + name }
            let why = failure(of: oc)
            if let why, !oc.external { memberFailure[caller] = why }
            if why == nil { works = true }
            guard !openers.contains(name) else { continue }
            openers.append(name)
            if let why { failures.append((name, why)) }
        }
        let whyNot: String?
        if gate.openerCalls.isEmpty {
            whyNot = "never opened"
        } else if works {
            whyNot = nil
        } else {
            let each = failures.map { "\($0.name) (\($0.why))" }
            whyNot = "opened only by " + (each.count == 1 ? each[0] : each.dropLast().joined(separator: ", ") + " and " + each.last!)
        }
        func shown(_ m: GateMember) -> GateState { m.isOpener && m.state != .broken ? .opener : m.state }
        let members = gate.members.map { m in
            let reason = m.isOpener ? "Opens the gate" + (memberFailure[m.function].map { ", but \($0)" } ?? "") + ". " + m.reason
                                    : m.reason
            return SummaryFinding.Member(name: decl(m.function).signatureName, anchor: m.anchor,
                                         values: .member(state: shown(m), isOpener: m.isOpener, reason: reason))
        }
        func count(_ s: GateState) -> Int { gate.members.reduce(0) { shown($1) == s ? $0 + 1 : $0 } }
        var c = SummaryFinding(subject: gate.qualifiedName, anchor: anchor(gate.type, .name),
                               values: .coverage(isThrowing: gate.isThrowing, isAuto: gate.isAuto, gated: count(.gated),
                                                 ungated: count(.ungated), skipped: count(.skipped), openers: openers,
                                                 broken: count(.broken), whyNot: whyNot),
                               members: members)
        // why a gate nothing known opens may still be opened (what
        // gate-never-opened's hint says)
        if gate.openerCalls.isEmpty && gate.members.contains(where: { $0.state == .gated }) {
            c.references = unresolvedCalls().map { RelatedFinding(anchor: $0.anchor, message: $0.text) }
        }
        return c
    }
}

extension WorkspaceLookup {
    /// How `t` conforms to one of Initializable's protocols: by its plain
    /// name, or qualified by the module (`Initializable.Initializable`).
    func conformance(of t: DeclRef, to proto: String) -> Conformance? {
        conformance(of: t, to: proto, qualified: InitNames.module + "." + proto, shadowed: isShadowed(proto, from: t.file))
    }

    /// A workspace protocol named like the library's without a `gate`
    /// requirement is the project's own, not the library's.
    func isShadowed(_ proto: String, from reader: Int32) -> Bool {
        lookupTypes(proto, from: reader).contains { r in
            kind(r) == .protocol && state(r.file).facts.decls[Int(r.index)].parent < 0 && name(r) == proto
                && !members(of: r).contains { name($0) == "gate" }
        }
    }
}
