import WiringSyntax

/// Everything the Initializable rules read, built once per analysis from all
/// files: the declarations, what each macro would do (and report, in the
/// macros' own check order, research §1.2), the gate types with each
/// member's state (§3.1), and who opens each gate (§3.2).
final class InitializableModel {
    let files: [SourceFile]
    private(set) var types: [TypeNode] = []
    private(set) var extensions: [TypeNode] = []
    /// Functions and initializers carrying an Initializable attribute.
    private(set) var functions: [FuncNode] = []
    /// Declarations whose bodies call `markInitialized()` / `markFailed(_:)`.
    private var callers: [FuncNode] = []
    private var typesByName: [String: [Int]] = [:]
    private var extensionsByType: [Int: [Int]] = [:]
    private var conformanceDepth = 0
    /// A workspace protocol named `Initializable` without a `gate`
    /// requirement is the project's own, not the library's.
    private var shadowedProtocols: Set<String> = []
    /// Whether any file mentions the library at all.
    private(set) var inUse = false

    private(set) var events: [ParityEvent] = []
    private var eventsByFunc: [FuncKey: [Int]] = [:]
    /// Functions the auto macros stamp, with the stamping attribute.
    private(set) var stamps: [FuncKey: Stamp] = [:]
    /// Functions whose body macro succeeds (it injects the wait).
    private(set) var injections: [FuncKey: Injection] = [:]

    private(set) var gates: [GateType] = []
    private var gateByType: [Int: Int] = [:]
    private var ancestorCache: [Int: Set<Int>] = [:]
    /// Type index → the gate types that inherit from it.
    private var gatesBelow: [Int: [Int]] = [:]
    /// `x.markInitialized()` calls whose receiver Wiring could not resolve.
    private(set) var unresolvedOpenerCalls: [(file: Int, call: Call)] = []

    init(files: [SourceFile]) {
        self.files = files
        for (i, f) in files.enumerated() { walk(f.parsed.outline.decls, file: i, ancestors: []) }
        guard inUse else { return }
        for (k, t) in types.enumerated() {
            for key in t.lookupKeys { typesByName[key, default: []].append(k) }
            if t.decl.kind == .protocol, t.ancestors.isEmpty,
               t.decl.name == InitNames.plainProtocol || t.decl.name == InitNames.throwingProtocol,
               !(t.decl.members ?? []).contains(where: { $0.name == "gate" }) {
                shadowedProtocols.insert(t.decl.name)
            }
        }
        for (k, e) in extensions.enumerated() {
            // every type of that name (same-named types in different modules)
            let hits = lookupTypes(e.decl.name)
            let name = hits.first.map { types[$0].qualifiedName }
            for t in hits where types[t].qualifiedName == name { extensionsByType[t, default: []].append(k) }
        }
        simulateMacros()
        buildGates()
        findOpeners()
        classifyMembers()
    }

    // MARK: - Declarations

    private func walk(_ decls: [Decl], file: Int, ancestors: [Decl]) {
        for d in decls {
            if !inUse && mentionsLibrary(d, file: file) { inUse = true }
            switch d.kind {
            case .class, .struct, .actor, .enum, .protocol:
                types.append(TypeNode(file: file, decl: d, ancestors: ancestors, index: types.count))
                walk(d.members ?? [], file: file, ancestors: ancestors + [d])
            case .extension:
                extensions.append(TypeNode(file: file, decl: d, ancestors: ancestors))
                walk(d.members ?? [], file: file, ancestors: ancestors + [d])
            case .func, .`init`:
                // only what a rule can read: Initializable attributes, opener calls
                if d.attributes.contains(where: { InitNames.macro(of: $0) != nil }) {
                    functions.append(FuncNode(file: file, decl: d, ancestors: ancestors))
                }
                if callsOpener(d, file: file) { callers.append(FuncNode(file: file, decl: d, ancestors: ancestors)) }
            case .var, .let, .subscript, .deinit:
                // accessors and initial values call too (`var body: some View { … }`)
                if callsOpener(d, file: file) { callers.append(FuncNode(file: file, decl: d, ancestors: ancestors)) }
            default:
                break
            }
        }
    }

    private func callsOpener(_ d: Decl, file: Int) -> Bool {
        if d.calls.isEmpty { return false }
        let p = files[file].parsed
        return p.outline.calls(in: d).contains { p.isCall($0, named: "markInitialized") || p.isCall($0, named: "markFailed") }
    }

    private func mentionsLibrary(_ d: Decl, file: Int) -> Bool {
        if d.attributes.contains(where: { InitNames.macro(of: $0) != nil }) { return true }
        if let inh = d.inherits, inh.contains(where: { e in
            e.text.contains(InitNames.plainProtocol)  // also ThrowingInitializable
        }) { return true }
        if let t = d.type, t.text.contains("InitializationGate") { return true }
        if (d.kind == .let || d.kind == .var), let r = d.initializer,
           files[file].source.text(r).contains("InitializationGate") { return true }
        return false
    }

    /// Types named `name` as written (`Outer.Inner`, `Module.T`, `T<Int>`).
    func lookupTypes(_ written: String) -> [Int] {
        let name = TypeNames.strip(written)
        if let hit = typesByName[name] { return hit }
        let u = name.utf8
        if let dot = u.lastIndex(of: UInt8(ascii: ".")), let hit = typesByName[String(name[u.index(after: dot)...])] {
            return hit
        }
        return []
    }

    func extensions(of t: TypeNode) -> [TypeNode] {
        let k = t.index >= 0 ? t.index : (typeIndex(of: t) ?? -1)
        return (extensionsByType[k] ?? []).map { extensions[$0] }
    }

    /// The type a member's enclosing declaration stands for: the type
    /// itself, or the type an extension extends.
    func ownerType(of ancestors: [Decl], file: Int) -> Int? {
        guard let parent = ancestors.last else { return nil }
        if parent.kind == .extension { return lookupTypes(parent.name).first }
        let qualified = ancestors.map { $0.kind == .extension ? TypeNames.strip($0.name) : $0.name }.joined(separator: ".")
        return (typesByName[qualified] ?? []).first { types[$0].file == file && types[$0].decl.position == parent.position }
            ?? (typesByName[qualified] ?? []).first
    }

    // MARK: - Conformance (§3.1 evidence levels)

    /// How `t` conforms to `proto`, looking where the macros do not:
    /// qualified names, compositions, extensions, superclasses and refining
    /// protocols in the workspace.
    func conformance(of t: Int, to proto: String) -> Conformance? {
        let p = proto == InitNames.plainProtocol ? 0 : 1
        if conformanceMemo[p].isEmpty {
            conformanceMemo[p] = Array(repeating: .unknown, count: types.count)
        }
        switch conformanceMemo[p][t] {
        case .known(let c): return c
        case .inProgress: return nil  // a cycle (`class A: B`, `class B: A`) finds nothing
        case .unknown: break
        }
        let node = types[t]
        // most types have no clause at all
        if (node.decl.inherits ?? []).isEmpty && extensionsByType[t] == nil {
            conformanceMemo[p][t] = .known(nil)
            return nil
        }
        conformanceMemo[p][t] = .inProgress
        guard conformanceDepth < 64 else { return nil }
        conformanceDepth += 1
        let c = computeConformance(of: node, to: proto)
        conformanceDepth -= 1
        conformanceMemo[p][t] = .known(c)
        return c
    }

    private enum Memo { case unknown, inProgress, known(Conformance?) }
    private var conformanceMemo: [[Memo]] = [[], []]

    /// A type's inheritance entries (own clause, then its extensions'),
    /// split into parts and resolved once for both protocols.
    private struct Clause {
        var entry: TypeText
        var file: Int
        var fromExtension: Bool
        var parts: [String]
        /// Workspace classes and protocols the parts name.
        var supertypes: [(part: String, type: Int)]
    }
    private var clauseCache: [Int: [Clause]] = [:]

    private func clauses(of node: TypeNode) -> [Clause] {
        if node.index >= 0, let hit = clauseCache[node.index] { return hit }
        var out: [Clause] = []
        func add(_ e: TypeText, _ file: Int, _ ext: Bool) {
            let parts = TypeNames.components(e.text)
            var supers: [(part: String, type: Int)] = []
            for part in parts {
                for t in lookupTypes(part) where types[t].decl.kind == .class || types[t].decl.kind == .protocol {
                    supers.append((part, t))
                }
            }
            out.append(Clause(entry: e, file: file, fromExtension: ext, parts: parts, supertypes: supers))
        }
        for e in node.decl.inherits ?? [] { add(e, node.file, false) }
        for ext in extensions(of: node) {
            for e in ext.decl.inherits ?? [] { add(e, ext.file, true) }
        }
        if node.index >= 0 { clauseCache[node.index] = out }
        return out
    }

    private func computeConformance(of node: TypeNode, to proto: String) -> Conformance? {
        let qualified = InitNames.module + "." + proto
        let clauses = clauses(of: node)
        let shadowed = shadowedProtocols.contains(proto)
        for c in clauses {
            let plain = !shadowed && c.parts.contains(proto)
            guard plain || c.parts.contains(qualified) else { continue }
            let how: Conformance.Evidence
            if c.fromExtension { how = .extensionClause }
            else if c.entry.text == proto { how = .direct }
            else if c.entry.text == qualified { how = .qualified }
            else { how = .composition }
            return Conformance(proto: proto, evidence: how, file: c.file, range: c.entry.range,
                               text: files[c.file].source.text(c.entry.range))
        }
        for c in clauses {
            for (part, target) in c.supertypes {
                guard conformance(of: target, to: proto) != nil else { continue }
                let how: Conformance.Evidence = types[target].decl.kind == .class ? .superclass(part) : .refinedProtocol(part)
                return Conformance(proto: proto, evidence: how, file: c.file, range: c.entry.range, text: c.entry.text)
            }
        }
        return nil
    }

    // MARK: - Macro simulation (§1.2)

    private func record(_ e: ParityEvent) {
        if let f = e.function { eventsByFunc[f.key, default: []].append(events.count) }
        events.append(e)
    }

    func events(of f: FuncNode) -> [ParityEvent] { (eventsByFunc[f.key] ?? []).map { events[$0] } }

    private func simulateMacros() {
        // Member-attribute macros first: they stamp the attributes the body
        // macros then expand.
        for (k, t) in types.enumerated() { simulateAuto(on: t, typeIndex: k) }
        for t in extensions { simulateAuto(on: t, typeIndex: nil) }
        for f in functions {
            for attr in f.decl.attributes {
                switch InitNames.macro(of: attr) {
                case InitNames.waitFor?: simulateBody(f, throwing: false, attribute: attr, stampedBy: nil)
                case InitNames.waitForThrowing?: simulateBody(f, throwing: true, attribute: attr, stampedBy: nil)
                case InitNames.skip?: simulateSkip(f, attribute: attr)
                default: break
                }
            }
        }
    }

    /// `@AutoAwaitInit` / `@AutoAwaitThrowingInit`: once per function member
    /// of the attached declaration's own member block.
    private func simulateAuto(on t: TypeNode, typeIndex: Int?) {
        for attr in t.decl.attributes {
            let throwing: Bool
            switch InitNames.macro(of: attr) {
            case InitNames.autoAwait?: throwing = false
            case InitNames.autoAwaitThrowing?: throwing = true
            default: continue
            }
            var reportedNotConforming = false
            let excluded: Set<String> = throwing ? ["markInitialized", "markFailed", "awaitInitialized"]
                                                 : ["markInitialized", "awaitInitialized"]
            for f in t.memberFunctions where f.decl.kind == .func {
                let m = f.decl
                // 1. only functions, minus the protocol's own names
                if excluded.contains(m.name) { continue }
                // 2. conformance: the exact text in the attached declaration's own clause
                guard t.decl.clauseNames(InitNames.requiredProtocol(throwing: throwing)) else {
                    // the macro reports once per member; Wiring collapses them
                    if !reportedNotConforming {
                        reportedNotConforming = true
                        record(ParityEvent(kind: .autoNotConforming(throwing: throwing), file: t.file,
                                           anchor: attr.range, attribute: attr, function: nil, type: t,
                                           typeIndex: typeIndex))
                    }
                    continue
                }
                // 3. a hand-written WaitFor attribute (exact name text), before any signature check
                if let dup = m.attributes.first(where: { $0.name == InitNames.waitFor || $0.name == InitNames.waitForThrowing }) {
                    record(ParityEvent(kind: .duplicate(throwingAuto: throwing, throwingWait: dup.name == InitNames.waitForThrowing),
                                       file: t.file, anchor: dup.range, attribute: dup, function: f, type: t,
                                       typeIndex: typeIndex))
                    continue
                }
                let skipped = m.attributes.contains { $0.name == InitNames.skip }
                let isAsync = m.isAsyncFunction, isThrows = m.isThrowingFunction
                if !throwing {
                    // 4. sync → nothing; 5. @SkipInit → nothing; 6. stamp
                    if !isAsync || skipped { continue }
                } else {
                    // @SkipInit is checked before the signature
                    if skipped { continue }
                    if isAsync && !isThrows {
                        record(ParityEvent(kind: .autoRequiresThrows, file: t.file, anchor: m.keywordRange,
                                           attribute: nil, function: f, type: t, typeIndex: typeIndex))
                        continue
                    }
                    if !(isAsync && isThrows) { continue }
                }
                stamps[f.key] = Stamp(function: f, attribute: attr, throwing: throwing)
                simulateBody(f, throwing: throwing, attribute: nil, stampedBy: attr)
            }
        }
    }

    /// `@WaitForInit` / `@WaitForThrowingInit` (written, or stamped by an
    /// auto macro, then anchored on the member's `func`).
    private func simulateBody(_ f: FuncNode, throwing: Bool, attribute: Attribute?, stampedBy: Attribute?) {
        // 1. functions with a body only (initializers: silently ignored)
        guard f.decl.kind == .func, f.decl.body != nil else { return }
        let anchor = attribute?.range ?? f.decl.keywordRange
        func report(_ kind: ParityEvent.Kind, enclosing: TypeNode? = nil) {
            record(ParityEvent(kind: kind, file: f.file, anchor: anchor, attribute: attribute, function: f,
                               type: enclosing, typeIndex: nil, stampedBy: stampedBy))
        }
        // 2. the innermost actor, class or struct (enums, extensions, protocols skipped)
        guard let encIndex = f.ancestors.lastIndex(where: { $0.kind == .actor || $0.kind == .class || $0.kind == .struct })
        else {
            report(.waitForNotInType(throwing: throwing))
            return
        }
        let enc = TypeNode(file: f.file, decl: f.ancestors[encIndex], ancestors: Array(f.ancestors[..<encIndex]))
        // 3. conformance by the exact text of its own clause
        guard enc.decl.clauseNames(InitNames.requiredProtocol(throwing: throwing)) else {
            report(.waitForNotConforming(throwing: throwing), enclosing: enc)
            return
        }
        // 4. the signature
        let isAsync = f.decl.isAsyncFunction, isThrows = f.decl.isThrowingFunction
        if !throwing {
            if !isAsync { report(.waitForRequiresAsync(throwing: false)); return }
        } else {
            if !isAsync && !isThrows { report(.waitForRequiresAsyncThrows); return }
            if !isAsync { report(.waitForRequiresAsync(throwing: true)); return }
            if !isThrows { report(.waitForRequiresThrows); return }
        }
        injections[f.key] = Injection(function: f, throwing: throwing, attribute: attribute, stampedBy: stampedBy)
    }

    /// `@SkipInit`: async first, then an auto attribute on any enclosing declaration.
    private func simulateSkip(_ f: FuncNode, attribute: Attribute) {
        guard f.decl.kind == .func else { return }
        if !f.decl.isAsyncFunction {
            record(ParityEvent(kind: .skipRequiresAsync, file: f.file, anchor: attribute.range, attribute: attribute,
                               function: f, type: nil, typeIndex: nil))
            return
        }
        let accepted = f.ancestors.contains { a in
            a.attributes.contains { $0.name == InitNames.autoAwait || $0.name == InitNames.autoAwaitThrowing }
        }
        if !accepted {
            record(ParityEvent(kind: .skipOutside, file: f.file, anchor: attribute.range, attribute: attribute,
                               function: f, type: nil, typeIndex: nil))
        }
    }

    // MARK: - Gate types

    private func buildGates() {
        for (k, t) in types.enumerated() {
            switch t.decl.kind {
            case .class, .struct, .actor, .enum: break
            default: continue
            }
            let auto = t.decl.attributes.first {
                InitNames.macro(of: $0) == InitNames.autoAwait || InitNames.macro(of: $0) == InitNames.autoAwaitThrowing
            }
            let autoThrowing = auto.map { InitNames.macro(of: $0) == InitNames.autoAwaitThrowing }
            let plain = conformance(of: k, to: InitNames.plainProtocol)
            let throwing = conformance(of: k, to: InitNames.throwingProtocol)
            var conf: Conformance?
            switch (plain, throwing) {
            case let (p?, th?): conf = autoThrowing == true ? th : p
            case let (p?, nil): conf = p
            case let (nil, th?): conf = th
            case (nil, nil): conf = gatePropertyEvidence(k)
            }
            guard let conf else { continue }
            let isThrowing = conf.proto == InitNames.throwingProtocol
            let accepted = auto.map { a in
                t.decl.clauseNames(InitNames.requiredProtocol(throwing: InitNames.macro(of: a) == InitNames.autoAwaitThrowing))
            } ?? false
            gateByType[k] = gates.count
            for a in ancestors(of: k) { gatesBelow[a, default: []].append(gates.count) }
            gates.append(GateType(typeIndex: k, node: t, isThrowing: isThrowing, conformance: conf, autoAttribute: auto,
                                  autoAccepted: accepted))
        }
    }

    /// A `gate` property initialised with (or typed as) an initialization
    /// gate: evidence when the conformance comes from outside the workspace.
    private func gatePropertyEvidence(_ t: Int) -> Conformance? {
        let node = types[t]
        guard let members = node.decl.members else { return nil }
        let file = node.file
        for i in members.indices where members[i].name == "gate" {
            let m = members[i]
            guard m.kind == .let || m.kind == .var else { continue }
            var text = m.type?.text ?? ""
            if let r = m.initializer { text += files[file].parsed.compactText(r) }
            let throwing = text.contains("ThrowingInitializationGate")
            guard throwing || text.contains("InitializationGate") else { continue }
            return Conformance(proto: throwing ? InitNames.throwingProtocol : InitNames.plainProtocol,
                               evidence: .gateProperty, file: file, range: m.nameRange ?? m.keywordRange, text: "gate")
        }
        return nil
    }

    // MARK: - Openers (§3.2)

    private func findOpeners() {
        var seen: Set<FuncKey> = []
        for f in callers where !f.decl.calls.isEmpty {
            // the bindings of `var a = f(), b = g()` share their keyword and calls
            guard seen.insert(f.key).inserted else { continue }
            let file = files[f.file]
            for call in file.parsed.outline.calls(in: f.decl) {
                guard file.parsed.isCall(call, named: "markInitialized") || file.parsed.isCall(call, named: "markFailed")
                else { continue }
                if call.receiver >= 0 {
                    // on a call's result (`make().markInitialized()`): not followed
                    unresolvedOpenerCalls.append((f.file, call))
                    continue
                }
                let comps = receiverPath(of: call, in: file)
                let target: Int
                let external: Bool
                if comps.isEmpty || comps == ["self"] {
                    guard let owner = ownerType(of: f.ancestors, file: f.file) else { continue }
                    target = owner
                    external = false
                } else {
                    guard let typeName = resolveReceiver(comps, in: f, before: call.range.lowerBound),
                          let t = lookupTypes(typeName).first else {
                        unresolvedOpenerCalls.append((f.file, call))
                        continue
                    }
                    target = t
                    external = true
                }
                // The call opens the gate of the type it names, of the gate
                // types it inherits from (a subclass instance is one), and of
                // those inheriting from it (a protocol extension's `self`).
                var opened: Set<Int> = Set(gatesBelow[target] ?? [])
                if let g = gateByType[target] { opened.insert(g) }
                for a in ancestors(of: target) { if let g = gateByType[a] { opened.insert(g) } }
                for g in opened.sorted() {
                    gates[g].openerCalls.append(OpenerCall(function: f, call: call,
                                                           external: external || gates[g].typeIndex != target))
                }
            }
        }
    }

    /// The receiver of a call as a name path: `self.gate.markInitialized()`
    /// → `["self"]` (the gate property stands for its owner),
    /// `cache?.markInitialized()` → `["cache"]`, `markInitialized()` → `[]`.
    /// Read from the call's whole range: for `x?.f()` the parser's callee
    /// range starts at the `.` and leaves `x?` out.
    func receiverPath(of call: Call, in file: SourceFile) -> [String] {
        let text = call.range.lowerBound < call.nameRange.lowerBound
            ? file.parsed.compactText(call.range.lowerBound..<call.nameRange.lowerBound) : ""
        var comps = text.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
        comps.removeAll { $0.isEmpty }
        if comps.last == "gate" { comps.removeLast() }
        return comps
    }

    /// Every workspace type `t` inherits from (superclasses, refined
    /// protocols; own and extension clauses), transitively. Memoized.
    private func ancestors(of t: Int) -> Set<Int> {
        if let hit = ancestorCache[t] { return hit }
        var seen: Set<Int> = [t]
        var queue = [t]
        while let x = queue.popLast(), seen.count < 256 {
            let node = types[x]
            var entries = node.decl.inherits ?? []
            for e in extensions(of: node) { entries += e.decl.inherits ?? [] }
            for e in entries {
                for part in TypeNames.components(e.text) {
                    for y in lookupTypes(part) where seen.insert(y).inserted { queue.append(y) }
                }
            }
        }
        seen.remove(t)
        ancestorCache[t] = seen
        return seen
    }

    /// The type a receiver path (`manager`, `self.service`, `App.shared`)
    /// names, from declarations only: parameters, locals of the function,
    /// properties of the enclosing type, file-level variables, type names.
    private func resolveReceiver(_ comps: [String], in f: FuncNode, before: Int) -> String? {
        var current: String?
        var rest = comps[...]
        let owner = ownerType(of: f.ancestors, file: f.file)
        let first = rest.removeFirst()
        if first == "self" || first == "Self" {
            current = owner.map { types[$0].qualifiedName }
        } else if let p = f.decl.params?.first(where: { $0.name == first }), let r = p.typeRange {
            current = typeName(in: r, file: f.file)
        } else if let local = localType(named: first, in: f, before: before) {
            current = local
        } else if let owner, let t = propertyType(of: owner, named: first) {
            current = t
        } else if let top = files[f.file].parsed.outline.decls.first(where: {
            ($0.kind == .let || $0.kind == .var) && $0.name == first
        }) {
            current = declaredType(of: top, file: f.file)
        } else if !lookupTypes(first).isEmpty {
            current = first
        }
        for c in rest {
            guard let cur = current, let t = lookupTypes(cur).first else { return nil }
            current = propertyType(of: t, named: c)
        }
        return current
    }

    private func propertyType(of t: Int, named name: String) -> String? {
        let node = types[t]
        var candidates: [(Int, Decl)] = (node.decl.members ?? []).map { (node.file, $0) }
        for e in extensions(of: node) { candidates += (e.decl.members ?? []).map { (e.file, $0) } }
        for (file, m) in candidates where (m.kind == .let || m.kind == .var) && m.name == name {
            if let t = declaredType(of: m, file: file) { return t }
        }
        return nil
    }

    /// `let x: T`, `let x = T(…)`, `let x = T.init(…)`, `let x = await T.make()`→ nil.
    private func declaredType(of d: Decl, file: Int) -> String? {
        if let t = d.type { return typeName(in: t.range, file: file) }
        if let r = d.initializer { return constructedType(in: r, file: file) }
        return nil
    }

    /// The type of the first `let|var name` in the function body before `limit`.
    private func localType(named name: String, in f: FuncNode, before limit: Int) -> String? {
        guard let body = f.decl.body, limit > body.lowerBound else { return nil }
        let file = files[f.file]
        let toks = file.tokens(from: body.lowerBound, limit: min(limit, body.upperBound), max: 4096)
        var i = 0
        while i + 2 < toks.count {
            let t = toks[i]
            if t.kind == .identifier && (t.keyword == .let || t.keyword == .var) && !t.isBackticked,
               toks[i + 1].kind == .identifier, file.text(toks[i + 1]) == name {
                let n = toks[i + 2]
                if n.kind == .colon, i + 3 < toks.count {
                    return typeName(in: Int(toks[i + 3].start)..<body.upperBound, file: f.file)
                }
                if n.kind == .equal, i + 3 < toks.count {
                    return constructedType(in: Int(toks[i + 3].start)..<body.upperBound, file: f.file)
                }
                return nil
            }
            i += 1
        }
        return nil
    }

    /// The first type name in a type annotation, past attributes and
    /// specifiers (`inout`, `some`, `any`, …).
    private func typeName(in range: Range<Int>, file: Int) -> String? {
        let f = files[file]
        let toks = f.tokens(from: range.lowerBound, limit: range.upperBound, max: 32)
        var i = 0
        while i < toks.count {
            let t = toks[i]
            if t.kind == .at { i += 2; continue }
            if t.kind == .identifier {
                switch t.keyword {
                case .inout, .some, .any, .borrowing, .consuming, .sending, .isolated: i += 1; continue
                default: break
                }
                var path = f.text(t)
                var j = i + 1
                while j + 1 < toks.count, toks[j].kind == .period, toks[j + 1].kind == .identifier {
                    path += "." + f.text(toks[j + 1])
                    j += 2
                }
                return path
            }
            return nil
        }
        return nil
    }

    /// `T(…)`, `T.init(…)`, `try await T(…)`, `Module.T(…)` → `T`; anything
    /// else → nil.
    private func constructedType(in range: Range<Int>, file: Int) -> String? {
        let f = files[file]
        let toks = f.tokens(from: range.lowerBound, limit: range.upperBound, max: 32)
        var i = 0
        while i < toks.count, toks[i].kind == .identifier, toks[i].keyword == .try || toks[i].keyword == .await {
            i += 1
            if i < toks.count, toks[i].kind == .postfixQuestion || toks[i].kind == .postfixExclaim { i += 1 }
        }
        guard i < toks.count, toks[i].kind == .identifier else { return nil }
        var path = [f.text(toks[i])]
        var j = i + 1
        while j + 1 < toks.count, toks[j].kind == .period, toks[j + 1].kind == .identifier {
            path.append(f.text(toks[j + 1]))
            j += 2
        }
        guard j < toks.count, toks[j].kind == .lparen || toks[j].kind == .lbrace else { return nil }
        if path.last == "init" { path.removeLast() }
        let name = path.joined(separator: ".")
        return lookupTypes(name).isEmpty ? nil : name
    }

    // MARK: - Member states (§3.1)

    private func classifyMembers() {
        for g in gates.indices {
            let node = gates[g].node
            var members: [GateMember] = []
            for f in node.memberFunctions {
                members.append(classify(f, in: gates[g], inExtension: false))
            }
            for e in extensions(of: node) {
                for f in e.memberFunctions {
                    members.append(classify(f, in: gates[g], inExtension: true))
                }
            }
            let openerKeys = Set(gates[g].openerCalls.filter { !$0.external }.map { $0.function.key })
            for k in members.indices where openerKeys.contains(members[k].function.key) {
                members[k].isOpener = true
            }
            gates[g].members = members
            // Methods an opener needs before it opens the gate must stay
            // ungated: the coverage rules do not ask to gate them.
            for pre in callsBeforeOpening(gates[g]) where gates[g].members[pre.member].state == .ungated {
                gates[g].members[pre.member].runsBeforeOpening = true
                gates[g].members[pre.member].reason = "Not gated, as it must not be: '\(pre.opener.decl.signatureName)' calls it before opening the gate."
            }
        }
    }

    private static let spawners: Set<String> = ["Task", "Task.detached", "AsyncTask", "detached", "Task.init"]

    /// Calls an opener makes, before its first `markInitialized()` /
    /// `markFailed(_:)`, to methods of the same gate type (by name,
    /// unqualified or on `self`); calls inside a `Task { }` do not count:
    /// they do not block the opener.
    func callsBeforeOpening(_ g: GateType) -> [(opener: FuncNode, call: Call, mark: Call, member: Int)] {
        var out: [(opener: FuncNode, call: Call, mark: Call, member: Int)] = []
        var done: Set<FuncKey> = []
        var byName: [String: [Int]] = [:]
        for (k, m) in g.members.enumerated() where m.decl.kind == .func { byName[m.decl.name, default: []].append(k) }
        for oc in g.openerCalls where !oc.external {
            let f = oc.function
            guard done.insert(f.key).inserted else { continue }
            let file = files[f.file]
            let calls = Array(file.parsed.outline.calls(in: f.decl))
            let marks = g.openerCalls.filter { !$0.external && $0.function.key == f.key }
            guard let first = marks.min(by: { $0.call.range.lowerBound < $1.call.range.lowerBound }) else { continue }
            let spawned = calls.filter { InitializableModel.spawners.contains(file.parsed.callee($0)) }
            for c in calls where c.range.lowerBound < first.call.range.lowerBound && c.receiver < 0 {
                let path = receiverPath(of: c, in: file)
                guard path.isEmpty || path == ["self"] else { continue }
                let name = file.parsed.name(c)
                guard name != f.decl.name, let candidates = byName[name],
                      !spawned.contains(where: { $0.range.lowerBound < c.range.lowerBound && c.range.upperBound <= $0.range.upperBound })
                else { continue }
                // overloads: prefer a gated one
                let k = candidates.first { g.members[$0].state == .gated } ?? candidates[0]
                out.append((f, c, first.call, k))
            }
        }
        return out
    }

    private func classify(_ f: FuncNode, in g: GateType, inExtension: Bool) -> GateMember {
        let d = f.decl
        let auto = g.autoAttribute.map { "@" + (InitNames.macro(of: $0) ?? InitNames.autoAwait) } ?? "@AutoAwaitInit"
        func member(_ s: GateCoverage.State, _ by: GatedBy?, _ reason: String) -> GateMember {
            GateMember(function: f, inExtension: inExtension, state: s, gatedBy: by, reason: reason)
        }
        if d.kind == .`init` {
            return member(.exempt, nil, "Initializers are never gated; the macros only rewrite async methods.")
        }
        if !d.isAsyncFunction {
            return member(.exempt, nil, "Synchronous: only async methods can wait for the gate.")
        }
        if InitNames.protocolMethods.contains(d.name) {
            return member(.exempt, nil, "One of the protocol's own methods: never gated.")
        }
        let waitCall = InitNames.waitStatement(throwing: g.isThrowing)
        if let stamp = stamps[f.key] {
            let name = "@" + InitNames.autoName(throwing: stamp.throwing)
            let wait = "@" + InitNames.waitName(throwing: stamp.throwing)
            if d.isStaticMember {
                return member(.broken, nil, "Static method stamped by \(name): the expansion cannot call the instance method awaitInitialized(), so the build fails.")
            }
            if stamp.throwing, let typed = typedThrowsClause(f) {
                return member(.broken, nil, "\(wait) injects 'try await awaitInitialized()', which throws 'any Error'; '\(typed)' cannot propagate it, so the build fails.")
            }
            if injections[f.key] != nil {
                return member(.gated, .auto(name),
                              "Gated by \(name): it is stamped with \(wait), which starts it with '\(InitNames.waitStatement(throwing: stamp.throwing))'.")
            }
            if let e = events(of: f).first {
                return member(.broken, nil, "Stamped by \(name), but \(wait) fails here: \(e.message).")
            }
        }
        if let e = events(of: f).first(where: {
            switch $0.kind { case .skipRequiresAsync, .skipOutside: return false; default: return true }
        }) {
            return member(.broken, nil, "The build fails here: \(e.message).")
        }
        if let inj = injections[f.key], let attr = inj.attribute {
            let written = "@" + InitNames.waitName(throwing: inj.throwing)
            if inj.throwing, let typed = typedThrowsClause(f) {
                return member(.broken, nil, "\(written) injects 'try await awaitInitialized()', which throws 'any Error'; '\(typed)' cannot propagate it, so the build fails.")
            }
            return member(.gated, .manual(attr, throwing: inj.throwing),
                          "Gated by \(written): it starts with '\(InitNames.waitStatement(throwing: inj.throwing))'.")
        }
        if let stmt = leadingWait(f) {
            return member(.gated, .statement(stmt), "Gated by hand: its first statement is '\(waitCall)'.")
        }
        if d.attributes.contains(where: { InitNames.macro(of: $0) == InitNames.skip }) {
            if events(of: f).contains(where: { if case .skipOutside = $0.kind { return true } else { return false } }) {
                return member(.broken, nil, "@SkipInit is only allowed inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit, so the build fails.")
            }
            if !inExtension && g.autoAttribute != nil {
                return member(.skipped, nil, "Skipped: @SkipInit keeps \(auto) from gating it.")
            }
            return member(.skipped, nil, "Marked @SkipInit, which has no effect here: nothing would stamp it.")
        }
        if !inExtension, g.autoAttribute != nil, !g.autoAccepted {
            return member(.broken, nil, "\(auto) rejects '\(g.name)' (it only accepts '\(InitNames.requiredProtocol(throwing: auto == "@AutoAwaitThrowingInit"))' written in the type's own inheritance clause), so nothing is stamped and the build fails.")
        }
        if d.isStaticMember {
            return member(.exempt, nil, "Static: the gate belongs to each instance, so static methods are not gated.")
        }
        if inExtension && g.autoAttribute != nil {
            return member(.ungated, nil, "Not gated: \(auto) never visits members declared in extensions.")
        }
        return member(.ungated, nil, "Not gated: neither @\(InitNames.waitName(throwing: g.isThrowing)) nor a leading '\(waitCall)' makes it wait.")
    }

    /// `throws(E)` with `E` not `any Error`: the text, else nil.
    func typedThrowsClause(_ f: FuncNode) -> String? {
        guard f.decl.isTypedThrows, let r = f.decl.throwsRange else { return nil }
        let text = files[f.file].parsed.compactText(r)
        let inner = text.dropFirst("throws(".count).dropLast()
        if ["anyError", "Error", "Swift.Error", "anySwift.Error"].contains(String(inner)) { return nil }
        return files[f.file].source.text(r)
    }

    /// The range of a hand-written leading `await awaitInitialized()` (with
    /// `try`, `try?`, `self.`), or nil.
    func leadingWait(_ f: FuncNode) -> Range<Int>? {
        guard let body = f.decl.body else { return nil }
        let file = files[f.file]
        let toks = file.tokens(from: body.lowerBound + 1, limit: body.upperBound, max: 9)
        var i = 0
        func word(_ k: Keyword) -> Bool { i < toks.count && toks[i].kind == .identifier && toks[i].keyword == k }
        let start = toks.first.map { Int($0.start) } ?? 0
        if word(.try) {
            i += 1
            if i < toks.count, toks[i].kind == .postfixQuestion || toks[i].kind == .postfixExclaim
                || toks[i].kind == .question || (toks[i].kind == .operator && (file.text(toks[i]) == "?" || file.text(toks[i]) == "!")) {
                i += 1
            }
        }
        guard word(.await) else { return nil }
        i += 1
        if word(.`self`), i + 1 < toks.count, toks[i + 1].kind == .period { i += 2 }
        guard i + 2 < toks.count, toks[i].kind == .identifier, file.text(toks[i]) == "awaitInitialized",
              toks[i + 1].kind == .lparen, toks[i + 2].kind == .rparen else { return nil }
        return start..<Int(toks[i + 2].end)
    }
}

// MARK: - Values

struct FuncKey: Hashable {
    var file: Int
    var offset: Int
}

/// A type-like declaration with its context. A class: `Decl` is large and
/// costly to copy, so each declaration is copied into one node, once.
final class TypeNode {
    let file: Int
    let decl: Decl
    /// Enclosing type-like declarations, outermost first.
    let ancestors: [Decl]
    /// `Outer.Inner`; a type declared in `extension Outer` is `Outer.Inner` too.
    let qualifiedName: String
    /// Index in `InitializableModel.types` (-1 for extensions and copies).
    let index: Int

    /// Its function and initializer members, as nodes (made once).
    lazy var memberFunctions: [FuncNode] = {
        let inside = ancestors + [decl]
        return (decl.members ?? []).compactMap { m in
            m.kind == .func || m.kind == .`init` ? FuncNode(file: file, decl: m, ancestors: inside) : nil
        }
    }()

    init(file: Int, decl: Decl, ancestors: [Decl], index: Int = -1) {
        self.file = file
        self.decl = decl
        self.ancestors = ancestors
        self.index = index
        qualifiedName = ancestors.isEmpty ? decl.name
            : (ancestors.map { $0.kind == .extension ? TypeNames.strip($0.name) : $0.name } + [decl.name]).joined(separator: ".")
    }

    /// The names it can be found by: `Inner` and `Outer.Inner`.
    var lookupKeys: [String] {
        let q = qualifiedName
        return q == decl.name ? [q] : [decl.name, q]
    }
}

final class FuncNode {
    let file: Int
    let decl: Decl
    let ancestors: [Decl]
    let key: FuncKey

    init(file: Int, decl: Decl, ancestors: [Decl]) {
        self.file = file
        self.decl = decl
        self.ancestors = ancestors
        key = FuncKey(file: file, offset: decl.keywordRange.lowerBound)
    }
}

struct Conformance {
    enum Evidence: Equatable {
        case direct, qualified, composition, extensionClause, superclass(String), refinedProtocol(String), gateProperty
    }
    var proto: String
    var evidence: Evidence
    var file: Int
    /// The inheritance entry (or `gate` property) that shows it.
    var range: Range<Int>
    var text: String

    /// How the macro's text test misses it, for a note; nil when the macro sees it.
    var description: String? {
        switch evidence {
        case .direct: return nil
        case .qualified: return "the qualified name '\(text)'"
        case .composition: return "the composition '\(text)'"
        case .extensionClause: return "an extension"
        case .superclass(let s): return "superclass '\(s)'"
        case .refinedProtocol(let p): return "protocol '\(p)'"
        case .gateProperty: return nil
        }
    }
}

struct Stamp {
    var function: FuncNode
    /// The `@AutoAwaitInit` / `@AutoAwaitThrowingInit` that stamps it.
    var attribute: Attribute
    var throwing: Bool
}

struct Injection {
    var function: FuncNode
    var throwing: Bool
    /// The written `@WaitForInit` (nil when stamped).
    var attribute: Attribute?
    var stampedBy: Attribute?
}

enum GatedBy {
    case auto(String)
    case manual(Attribute, throwing: Bool)
    case statement(Range<Int>)

    var text: String {
        switch self {
        case .auto(let a): return a
        case .manual(_, let throwing): return "@" + InitNames.waitName(throwing: throwing)
        case .statement: return "its own leading 'await awaitInitialized()'"
        }
    }
}

struct GateMember {
    var function: FuncNode
    var inExtension: Bool
    var state: GateCoverage.State
    var gatedBy: GatedBy?
    var reason: String
    var isOpener = false
    /// An opener calls it before opening the gate.
    var runsBeforeOpening = false

    var decl: Decl { function.decl }
}

struct OpenerCall {
    var function: FuncNode
    var call: Call
    /// Called on another instance (`manager.markInitialized()`).
    var external: Bool
}

struct GateType {
    var typeIndex: Int
    var node: TypeNode
    var isThrowing: Bool
    var conformance: Conformance
    /// `@AutoAwaitInit` / `@AutoAwaitThrowingInit` on the primary declaration.
    var autoAttribute: Attribute?
    /// Whether that macro accepts the type (exact text in its own clause).
    var autoAccepted: Bool
    var members: [GateMember] = []
    var openerCalls: [OpenerCall] = []

    var name: String { node.decl.name }
    var isAuto: Bool { autoAttribute != nil }
    var autoName: String { autoAttribute.flatMap { InitNames.macro(of: $0) }.map { "@" + $0 } ?? "@AutoAwaitInit" }
}

struct ParityEvent {
    enum Kind {
        case waitForRequiresAsync(throwing: Bool)
        /// `@WaitForThrowingInit` on an async, non-throwing function.
        case waitForRequiresThrows
        /// An async, non-throwing member under `@AutoAwaitThrowingInit` (anchored on `func`).
        case autoRequiresThrows
        case waitForRequiresAsyncThrows
        case waitForNotConforming(throwing: Bool)
        case waitForNotInType(throwing: Bool)
        case autoNotConforming(throwing: Bool)
        case duplicate(throwingAuto: Bool, throwingWait: Bool)
        case skipRequiresAsync
        case skipOutside
    }

    var kind: Kind
    var file: Int
    var anchor: Range<Int>
    /// The attribute anchored on (nil for the `func` anchor).
    var attribute: Attribute?
    var function: FuncNode?
    /// The attached type (auto) or the enclosing type (body macros).
    var type: TypeNode?
    var typeIndex: Int?
    /// For a body macro stamped by an auto macro: that attribute.
    var stampedBy: Attribute? = nil

    /// The macro's exact text (research §1.1).
    var message: String {
        switch kind {
        case .waitForRequiresAsync(let t):
            return "@\(InitNames.waitName(throwing: t)) requires the function to be 'async'"
        case .waitForRequiresThrows, .autoRequiresThrows:
            return "@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw"
        case .waitForRequiresAsyncThrows:
            return "@WaitForThrowingInit requires the function to be 'async throws'"
        case .waitForNotConforming(let t):
            return "@\(InitNames.waitName(throwing: t)) can only be used in a type that conforms to '\(InitNames.requiredProtocol(throwing: t))'"
        case .waitForNotInType(let t):
            return "@\(InitNames.waitName(throwing: t)) can only be applied inside a type declaration"
        case .autoNotConforming(let t):
            return "@\(InitNames.autoName(throwing: t)) can only be applied to a type that conforms to '\(InitNames.requiredProtocol(throwing: t))'"
        case .duplicate(let auto, let wait):
            return "@\(InitNames.waitName(throwing: wait)) should not be added manually when @\(InitNames.autoName(throwing: auto)) is applied to the enclosing type"
        case .skipRequiresAsync:
            return "@SkipInit can only be applied to async functions, sync functions are never wrapped"
        case .skipOutside:
            return "@SkipInit can only be used inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit"
        }
    }
}

/// Type text helpers: `Initializable&Sendable` → parts; `Base<Int>?` → `Base`.
enum TypeNames {
    static func components(_ text: String) -> [String] {
        if !text.utf8.contains(UInt8(ascii: "&")) { return [strip(text)] }
        return text.split(separator: "&").map { strip(String($0)) }
    }

    static func strip(_ text: String) -> String {
        // the common case: a plain name
        if let f = text.utf8.first, f != UInt8(ascii: "a") && f != UInt8(ascii: "s"),
           !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
            return text
        }
        var s = Substring(text)
        for p in ["any", "some"] where s.hasPrefix(p) && s.count > p.count && s[s.index(s.startIndex, offsetBy: p.count)].isUppercase {
            s = s.dropFirst(p.count)
        }
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        while let l = s.last, l == "?" || l == "!" { s = s.dropLast() }
        return String(s)
    }
}
