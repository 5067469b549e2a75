import WiringSyntax

/// The workspace as an Initializable unit reads it: declarations across
/// files, conformance, inheritance and receiver types. Every name it looks
/// up is recorded in `log`, so the unit is recomputed when that name comes
/// to mean something else.
struct WorkspaceLookup {
    let context: UpdateContext
    let log: ReadLog

    init(_ context: UpdateContext, log: ReadLog = ReadLog()) {
        self.context = context
        self.log = log
    }

    func state(_ file: Int32) -> FileState { context.file(file)! }
    /// A declaration's facts (a copy: hot paths read single fields below).
    func decl(_ r: DeclRef) -> DeclFact { state(r.file).facts.decls[Int(r.index)] }
    func kind(_ r: DeclRef) -> DeclKind { state(r.file).facts.decls[Int(r.index)].kind }
    func name(_ r: DeclRef) -> String { state(r.file).facts.decls[Int(r.index)].name }
    func inherits(_ r: DeclRef) -> [String] { state(r.file).facts.decls[Int(r.index)].inherits }
    func path(_ r: DeclRef) -> String { state(r.file).path }
    func anchor(_ r: DeclRef, _ role: AnchorRole) -> Anchor { Anchor(file: path(r), decl: decl(r).id, role: role) }

    func lookupTypes(_ written: String) -> [DeclRef] {
        context.symbols.lookupTypes(written, log).map(\.ref)
    }

    /// `Outer.Inner`; a type declared in `extension Outer` is `Outer.Inner` too.
    func qualifiedName(_ r: DeclRef) -> String { state(r.file).qualifiedNames[Int(r.index)] }

    /// The names a type can be found by: `Inner` and `Outer.Inner`.
    func lookupKeys(_ r: DeclRef) -> [String] {
        let q = qualifiedName(r), n = name(r)
        return q == n ? [q] : [n, q]
    }

    /// Extensions of a type: those whose extended name finds it, and finds
    /// first a type of the same qualified name (same-named types in other
    /// modules share their extensions).
    func extensions(of t: DeclRef) -> [DeclRef] {
        let qualified = qualifiedName(t)
        var candidates: [SymbolEntry] = []
        var seen: Set<DeclRef> = []
        for k in lookupKeys(t) {
            for e in context.symbols.extensions(named: k, log) where seen.insert(e.ref).inserted { candidates.append(e) }
        }
        candidates.sort { ($0.path, $0.ref.index) < ($1.path, $1.ref.index) }
        return candidates.compactMap { e in
            let hits = lookupTypes(name(e.ref))
            guard let first = hits.first, hits.contains(t), qualifiedName(first) == qualified else { return nil }
            return e.ref
        }
    }

    /// The type a member's enclosing declaration stands for: the type
    /// itself, or the type an extension extends.
    func ownerType(of r: DeclRef) -> DeclRef? {
        let parent = state(r.file).facts.decls[Int(r.index)].parent
        guard parent >= 0 else { return nil }
        let p = DeclRef(file: r.file, index: parent)
        let k = kind(p)
        if k == .extension { return lookupTypes(name(p)).first }
        return k.isTypeLike ? p : nil
    }

    /// Function and initializer members of a type-like declaration.
    func memberFunctions(of t: DeclRef) -> [DeclRef] {
        let facts = state(t.file).facts
        return facts.members(of: Int(t.index)).compactMap {
            facts.decls[$0].kind == .func || facts.decls[$0].kind == .`init` ? DeclRef(file: t.file, index: Int32($0)) : nil
        }
    }

    func members(of t: DeclRef) -> [DeclRef] {
        state(t.file).facts.members(of: Int(t.index)).map { DeclRef(file: t.file, index: Int32($0)) }
    }

    // MARK: - Conformance (§3.1 evidence levels)

    /// A workspace protocol named `Initializable` without a `gate`
    /// requirement is the project's own, not the library's.
    func isShadowed(_ proto: String) -> Bool {
        lookupTypes(proto).contains { r in
            kind(r) == .protocol && state(r.file).facts.decls[Int(r.index)].parent < 0 && name(r) == proto
                && !members(of: r).contains { name($0) == "gate" }
        }
    }

    /// How `t` conforms to `proto`, looking where the macros do not:
    /// qualified names, compositions, extensions, superclasses and refining
    /// protocols in the workspace.
    func conformance(of t: DeclRef, to proto: String) -> Conformance? {
        var visiting: Set<DeclRef> = []
        return conformance(of: t, to: proto, shadowed: isShadowed(proto), visiting: &visiting)
    }

    private func conformance(of t: DeclRef, to proto: String, shadowed: Bool, visiting: inout Set<DeclRef>) -> Conformance? {
        let own = inherits(t)
        let exts = extensions(of: t)
        if own.isEmpty && exts.isEmpty { return nil }
        // a cycle (`class A: B`, `class B: A`) finds nothing
        guard visiting.count < 64, visiting.insert(t).inserted else { return nil }
        defer { visiting.remove(t) }
        let qualified = InitNames.module + "." + proto
        var clauses: [(owner: DeclRef, entry: Int, fromExtension: Bool, parts: [String])] = []
        for k in own.indices { clauses.append((t, k, false, TypeNames.components(own[k]))) }
        for e in exts {
            let ei = inherits(e)
            for k in ei.indices { clauses.append((e, k, true, TypeNames.components(ei[k]))) }
        }
        for c in clauses {
            let plain = !shadowed && c.parts.contains(proto)
            guard plain || c.parts.contains(qualified) else { continue }
            let text = inherits(c.owner)[c.entry]
            let how: Conformance.Evidence
            if c.fromExtension { how = .extensionClause }
            else if text == proto { how = .direct }
            else if text == qualified { how = .qualified }
            else { how = .composition }
            return Conformance(proto: proto, evidence: how, anchor: anchor(c.owner, .inherit(c.entry)),
                               text: decl(c.owner).writtenInherit(c.entry))
        }
        for c in clauses {
            for part in c.parts {
                for target in lookupTypes(part) {
                    let kind = kind(target)
                    guard kind == .class || kind == .protocol,
                          conformance(of: target, to: proto, shadowed: shadowed, visiting: &visiting) != nil else { continue }
                    let how: Conformance.Evidence = kind == .class ? .superclass(part) : .refinedProtocol(part)
                    return Conformance(proto: proto, evidence: how, anchor: anchor(c.owner, .inherit(c.entry)),
                                       text: inherits(c.owner)[c.entry])
                }
            }
        }
        return nil
    }

    /// Every workspace type `t` inherits from (superclasses, refined
    /// protocols; own and extension clauses), transitively.
    func ancestors(of t: DeclRef) -> Set<DeclRef> {
        var seen: Set<DeclRef> = [t]
        var queue = [t]
        while let x = queue.popLast(), seen.count < 256 {
            var entries = inherits(x)
            for e in extensions(of: x) { entries += inherits(e) }
            for e in entries {
                for part in TypeNames.components(e) {
                    for y in lookupTypes(part) where seen.insert(y).inserted { queue.append(y) }
                }
            }
        }
        seen.remove(t)
        return seen
    }

    /// Every workspace type that inherits from `t` (the inverse of
    /// `ancestors`): candidates by the names inheritance clauses mention,
    /// each confirmed by its own ancestors.
    func descendants(of t: DeclRef) -> [DeclRef] {
        var candidates: Set<DeclRef> = []
        var names = lookupKeys(t)
        var seenNames = Set(names)
        while let n = names.popLast(), candidates.count < 256 {
            for entry in context.symbols.inheritors(named: n, log) {
                let targets = kind(entry.ref) == .extension ? lookupTypes(name(entry.ref)) : [entry.ref]
                for x in targets where x != t && candidates.insert(x).inserted {
                    for k in lookupKeys(x) where seenNames.insert(k).inserted { names.append(k) }
                }
            }
        }
        return candidates.filter { ancestors(of: $0).contains(t) }
            .sorted { (path($0), $0.index) < (path($1), $1.index) }
    }

    // MARK: - Receivers (§3.2)

    /// The type a receiver path (`manager`, `self.service`, `App.shared`,
    /// `s` in `for s in self.services`) names, from declarations only:
    /// what the call's function binds the first name to (parameters,
    /// locals, loop variables, `if let`/`guard let`, closure parameters),
    /// else properties of the enclosing type, file-level variables, type
    /// names; each later name a stored property of the type before it.
    func resolveReceiver(_ comps: [String], call: CallFact, in caller: DeclRef) -> String? {
        pathType(comps, binding: call.binding, in: caller).flatMap(Self.nominalName)
    }

    /// The type (as a description) of a path in `caller`, given what the
    /// body binds its first name to.
    func pathType(_ comps: [String], binding: ReceiverBinding?, in caller: DeclRef, depth: Int = 0) -> TypeDescription? {
        var rest = comps[...]
        guard let first = rest.popFirst(), depth < 16 else { return nil }
        let owner = ownerType(of: caller)
        var current: TypeDescription?
        if first == "self" || first == "Self" {
            current = owner.map { TypeDescription(parsing: qualifiedName($0)) }
        } else if let binding {
            current = bindingType(binding, in: caller, depth: depth)
        } else if let owner, let t = propertyTypeText(of: owner, named: first) {
            current = TypeDescription(parsing: t)
        } else if let top = fileLevelVariable(named: first, in: caller.file) {
            current = declaredTypeText(of: top).map { TypeDescription(parsing: $0) }
        } else if !lookupTypes(first).isEmpty {
            current = TypeDescription(parsing: first)
        }
        for c in rest {
            guard let cur = current else { return nil }
            // `dict.values` / `dict.keys` of a dictionary type
            if let (key, value) = Self.dictionaryTypes(cur), c == "values" || c == "keys" {
                current = .array(element: c == "values" ? value : key)
                continue
            }
            // `xs.first`, `xs.last` of a sequence type
            if c == "first" || c == "last", let e = Self.elementType(cur) {
                current = .optional(e)
                continue
            }
            guard let name = Self.nominalName(cur), let t = lookupTypes(name).first else { return nil }
            current = propertyTypeText(of: t, named: c).map { TypeDescription(parsing: $0) }
        }
        return current
    }

    private func bindingType(_ b: ReceiverBinding, in caller: DeclRef, depth: Int) -> TypeDescription? {
        switch b {
        case .parameter(let t): return t.map { TypeDescription(parsing: $0) }
        case .localAnnotated(let t): return TypeDescription(parsing: t)
        case .localConstructed(let t): return lookupTypes(t).isEmpty ? nil : TypeDescription(parsing: t)
        case .value(let path, let inner): return pathType(path, binding: inner, in: caller, depth: depth + 1)
        case .element(let path, let inner):
            return pathType(path, binding: inner, in: caller, depth: depth + 1).flatMap(Self.elementType)
        case .opaque: return nil
        }
    }

    /// The nominal type a value of this type is called on: optionals
    /// unwrapped, `any`/`some`/attributes dropped, generic arguments left
    /// out (`Cache<Int>?` → `Cache`, `Outer.Inner` → `Outer.Inner`).
    static func nominalName(_ t: TypeDescription) -> String? {
        switch t {
        case .simple(let name, let generics):
            if name == "Optional" || name == "ImplicitlyUnwrappedOptional", generics.count == 1 { return nominalName(generics[0]) }
            return name
        case .nested(let name, let parent, _): return nominalName(parent).map { $0 + "." + name }
        case .optional(let w), .implicitlyUnwrappedOptional(let w), .some(let w), .any(let w): return nominalName(w)
        case .attributed(let base, _, _): return nominalName(base)
        default: return nil
        }
    }

    /// The element type of a sequence type: `[T]`, `Array<T>`, `Set<T>`,
    /// `ContiguousArray<T>`, `ArraySlice<T>` (optional or not).
    static func elementType(_ t: TypeDescription) -> TypeDescription? {
        switch t {
        case .array(let e): return e
        case .simple(let name, let generics) where generics.count == 1:
            switch name {
            case "Array", "Set", "ContiguousArray", "ArraySlice", "Optional", "ImplicitlyUnwrappedOptional":
                return name.hasSuffix("Optional") ? elementType(generics[0]) : generics[0]
            default: return nil
            }
        case .optional(let w), .implicitlyUnwrappedOptional(let w), .attributed(let w, _, _): return elementType(w)
        default: return nil
        }
    }

    /// `[K: V]` / `Dictionary<K, V>` (optional or not).
    static func dictionaryTypes(_ t: TypeDescription) -> (TypeDescription, TypeDescription)? {
        switch t {
        case .dictionary(let k, let v): return (k, v)
        case .simple("Dictionary", let generics) where generics.count == 2: return (generics[0], generics[1])
        case .optional(let w), .implicitlyUnwrappedOptional(let w): return dictionaryTypes(w)
        default: return nil
        }
    }

    private func fileLevelVariable(named name: String, in file: Int32) -> DeclRef? {
        let facts = state(file).facts
        return facts.topLevel.first { (facts.decls[$0].kind == .let || facts.decls[$0].kind == .var) && facts.decls[$0].name == name }
            .map { DeclRef(file: file, index: Int32($0)) }
    }

    /// The type text of a property of `t` (or of its extensions): its
    /// annotation, or the type its initial value constructs.
    func propertyTypeText(of t: DeclRef, named name: String) -> String? {
        var candidates = members(of: t)
        for e in extensions(of: t) { candidates += members(of: e) }
        for m in candidates {
            let k = kind(m)
            if (k == .let || k == .var) && self.name(m) == name, let t = declaredTypeText(of: m) { return t }
        }
        return nil
    }

    /// `let x: [T]` → `[T]`; `let x = T(…)` → `T`; else nil.
    func declaredTypeText(of r: DeclRef) -> String? {
        let d = decl(r)
        if let t = d.type { return t }
        if let c = d.constructedTypeName { return lookupTypes(c).isEmpty ? nil : c }
        return nil
    }
}

struct Conformance: Hashable {
    enum Evidence: Hashable {
        case direct, qualified, composition, extensionClause, superclass(String), refinedProtocol(String), gateProperty
    }
    var proto: String
    var evidence: Evidence
    /// The inheritance entry (or `gate` property) that shows it.
    var anchor: Anchor
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
