import WiringSyntax

/// The workspace as a unit reads it: declarations across files, their
/// members and extensions, conformance and inheritance. Every name it looks
/// up is recorded in `log`, so the unit is recomputed when that name comes
/// to mean something else. Its one-line readers are inlinable: libraries
/// call them from their own modules in their hottest loops.
public struct WorkspaceLookup {
    public let context: UpdateContext
    public let log: ReadLog
    /// Answers already given: a unit asks for the same type's extensions
    /// many times (its conformances, its ancestors'), and the workspace
    /// does not change while it runs. A lookup belongs to one unit, on one
    /// thread, as its log does.
    private let memo = Memo()

    private final class Memo {
        var extensions: [DeclRef: [DeclRef]] = [:]
    }

    public init(_ context: UpdateContext, log: ReadLog = ReadLog()) {
        self.context = context
        self.log = log
    }

    @inlinable
    public func state(_ file: Int32) -> FileState { context.file(file)! }
    /// A declaration's facts (a copy: hot paths read single fields below).
    @inlinable
    public func decl(_ r: DeclRef) -> DeclFact { state(r.file).facts.decls[Int(r.index)] }
    @inlinable
    public func kind(_ r: DeclRef) -> DeclKind { state(r.file).facts.decls[Int(r.index)].kind }
    @inlinable
    public func name(_ r: DeclRef) -> String { state(r.file).facts.decls[Int(r.index)].name }
    @inlinable
    public func inherits(_ r: DeclRef) -> [String] { state(r.file).facts.decls[Int(r.index)].inherits }
    @inlinable
    public func path(_ r: DeclRef) -> String { state(r.file).path }
    public func anchor(_ r: DeclRef, _ role: AnchorRole) -> Anchor {
        let st = state(r.file)
        return Anchor(file: st.path, decl: st.facts.decls[Int(r.index)].id, role: role)
    }

    /// The types a name written in file `reader` can stand for: those
    /// declared in the modules it sees (`ModuleScope`).
    public func lookupTypes(_ written: String, from reader: Int32) -> [DeclRef] {
        let hits = context.symbols.lookupTypes(written, log)
        if context.modules.isUniform { return hits.map(\.ref) }
        return hits.compactMap { context.canSee(from: reader, $0.ref) ? $0.ref : nil }
    }

    /// `Outer.Inner`; a type declared in `extension Outer` is `Outer.Inner` too.
    @inlinable
    public func qualifiedName(_ r: DeclRef) -> String { state(r.file).qualifiedNames[Int(r.index)] }

    /// The names a type can be found by: `Inner` and `Outer.Inner`.
    public func lookupKeys(_ r: DeclRef) -> [String] {
        let q = qualifiedName(r), n = name(r)
        return q == n ? [q] : [n, q]
    }

    /// Extensions of a type: those whose extended name finds it, and finds
    /// first a type of the same qualified name (same-named types in other
    /// modules share their extensions).
    public func extensions(of t: DeclRef) -> [DeclRef] {
        // the names it read are in the log since the first time
        if let known = memo.extensions[t] { return known }
        let found = findExtensions(of: t)
        memo.extensions[t] = found
        return found
    }

    private func findExtensions(of t: DeclRef) -> [DeclRef] {
        let qualified = qualifiedName(t)
        var candidates: [SymbolEntry] = []
        var seen: Set<DeclRef> = []
        for k in lookupKeys(t) {
            for e in context.symbols.extensions(named: k, log) where seen.insert(e.ref).inserted { candidates.append(e) }
        }
        candidates.sort { ($0.path, $0.ref.index) < ($1.path, $1.ref.index) }
        return candidates.compactMap { e in
            let hits = lookupTypes(name(e.ref), from: e.ref.file)
            guard let first = hits.first, hits.contains(t), qualifiedName(first) == qualified else { return nil }
            return e.ref
        }
    }

    /// The type a member's enclosing declaration stands for: the type
    /// itself, or the type an extension extends.
    public func ownerType(of r: DeclRef) -> DeclRef? {
        let parent = state(r.file).facts.decls[Int(r.index)].parent
        guard parent >= 0 else { return nil }
        let p = DeclRef(file: r.file, index: parent)
        let k = kind(p)
        if k == .extension { return lookupTypes(name(p), from: p.file).first }
        return k.isTypeLike ? p : nil
    }

    /// Function and initializer members of a type-like declaration.
    public func memberFunctions(of t: DeclRef) -> [DeclRef] {
        let facts = state(t.file).facts
        return facts.members(of: Int(t.index)).compactMap {
            facts.decls[$0].kind == .func || facts.decls[$0].kind == .`init` ? DeclRef(file: t.file, index: Int32($0)) : nil
        }
    }

    public func members(of t: DeclRef) -> [DeclRef] {
        state(t.file).facts.members(of: Int(t.index)).map { DeclRef(file: t.file, index: Int32($0)) }
    }

    // MARK: - Conformance

    /// How `t` conforms to protocol `proto`, looking where a macro's text
    /// test does not: `qualified` (`Module.Proto`), compositions,
    /// extensions, superclasses and refining protocols in the workspace.
    /// With `shadowed`, only the qualified name counts (a workspace type of
    /// the same name is meant by the plain one).
    public func conformance(of t: DeclRef, to proto: String, qualified: String, shadowed: Bool = false) -> Conformance? {
        var visiting: Set<DeclRef> = []
        return conformance(of: t, to: proto, qualifiedName: qualified, shadowed: shadowed, visiting: &visiting)
    }

    private func conformance(of t: DeclRef, to proto: String, qualifiedName qualified: String, shadowed: Bool,
                             visiting: inout Set<DeclRef>) -> Conformance? {
        let own = inherits(t)
        let exts = extensions(of: t)
        if own.isEmpty && exts.isEmpty { return nil }
        // a cycle (`class A: B`, `class B: A`) finds nothing
        guard visiting.count < 64, visiting.insert(t).inserted else { return nil }
        defer { visiting.remove(t) }
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
                for target in lookupTypes(part, from: c.owner.file) {
                    let kind = kind(target)
                    guard kind == .class || kind == .protocol,
                          conformance(of: target, to: proto, qualifiedName: qualified, shadowed: shadowed,
                                      visiting: &visiting) != nil else { continue }
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
    public func ancestors(of t: DeclRef) -> Set<DeclRef> {
        var seen: Set<DeclRef> = [t]
        var queue = [t]
        while let x = queue.popLast(), seen.count < 256 {
            // each clause's names as its own file sees them
            var clauses = [(x, inherits(x))]
            for e in extensions(of: x) { clauses.append((e, inherits(e))) }
            for (owner, entries) in clauses {
                for e in entries {
                    for part in TypeNames.components(e) {
                        for y in lookupTypes(part, from: owner.file) where seen.insert(y).inserted { queue.append(y) }
                    }
                }
            }
        }
        seen.remove(t)
        return seen
    }

    /// Every workspace type that inherits from `t` (the inverse of
    /// `ancestors`): candidates by the names inheritance clauses mention,
    /// each confirmed by its own ancestors.
    public func descendants(of t: DeclRef) -> [DeclRef] {
        var candidates: Set<DeclRef> = []
        var names = lookupKeys(t)
        var seenNames = Set(names)
        while let n = names.popLast(), candidates.count < 256 {
            for entry in context.symbols.inheritors(named: n, log) {
                let targets = kind(entry.ref) == .extension ? lookupTypes(name(entry.ref), from: entry.ref.file) : [entry.ref]
                for x in targets where x != t && candidates.insert(x).inserted {
                    for k in lookupKeys(x) where seenNames.insert(k).inserted { names.append(k) }
                }
            }
        }
        return candidates.filter { ancestors(of: $0).contains(t) }
            .sorted { (path($0), $0.index) < (path($1), $1.index) }
    }

    // MARK: - Properties

    /// A `var`/`let` at file level of `file`.
    public func fileLevelVariable(named name: String, in file: Int32) -> DeclRef? {
        let facts = state(file).facts
        return facts.topLevel.first { (facts.decls[$0].kind == .let || facts.decls[$0].kind == .var) && facts.decls[$0].name == name }
            .map { DeclRef(file: file, index: Int32($0)) }
    }

    /// The type text of a property of `t` (or of its extensions): its
    /// annotation, or the type its initial value constructs.
    public func propertyTypeText(of t: DeclRef, named name: String) -> String? {
        var candidates = members(of: t)
        for e in extensions(of: t) { candidates += members(of: e) }
        for m in candidates {
            let k = kind(m)
            if (k == .let || k == .var) && self.name(m) == name, let t = declaredTypeText(of: m) { return t }
        }
        return nil
    }

    /// `let x: [T]` → `[T]`; `let x = T(…)` → `T`; else nil.
    public func declaredTypeText(of r: DeclRef) -> String? {
        let d = decl(r)
        if let t = d.type { return t }
        if let c = d.constructedTypeName { return lookupTypes(c, from: r.file).isEmpty ? nil : c }
        return nil
    }
}

/// How a type conforms to a protocol, as `WorkspaceLookup.conformance`
/// found it.
public struct Conformance: Hashable, Sendable {
    public enum Evidence: Hashable, Sendable {
        case direct, qualified, composition, extensionClause, superclass(String), refinedProtocol(String)
    }
    public var proto: String
    public var evidence: Evidence
    /// The inheritance entry that shows it.
    public var anchor: Anchor
    public var text: String

    public init(proto: String, evidence: Evidence, anchor: Anchor, text: String) {
        self.proto = proto
        self.evidence = evidence
        self.anchor = anchor
        self.text = text
    }

    /// How a macro's text test misses it, for a note; nil when it sees it.
    public var description: String? {
        switch evidence {
        case .direct: return nil
        case .qualified: return "the qualified name '\(text)'"
        case .composition: return "the composition '\(text)'"
        case .extensionClause: return "an extension"
        case .superclass(let s): return "superclass '\(s)'"
        case .refinedProtocol(let p): return "protocol '\(p)'"
        }
    }
}
