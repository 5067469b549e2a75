import WiringAnalysis

/// What one file contributes to Stitcher's dependency graph, a pure
/// function of its facts: registrations (in container and group builders,
/// and what `@Registerable` declares for a type), and what injects
/// (`@InjectedParameters` parameters, `@Injected` properties,
/// `DependencyGraph.inject` calls).
struct StitcherFileModel: Equatable {
    struct Registration: Equatable {
        var types: [String]
        var name: String?
        var arity: Int?
        var anchor: Anchor
        /// The type its factory builds through `T()`.
        var constructs: String? = nil
        /// The container (or group) it is in: registrations of different
        /// ones may never be active together.
        var container: String = ""
        /// Its scope as written (`.singleton`), or `@Registerable`'s; nil:
        /// `.automatic`, which depends on whether the type is a class.
        var scope: String? = nil
    }

    struct Use: Equatable {
        enum Consumer: Equatable { case injectedParameters, injected, call }
        var type: String?
        var name: String?
        var required: Bool
        var passesParameters: Bool
        var consumer: Consumer
        var anchor: Anchor
        /// The type it injects into: the one an `@InjectedParameters`
        /// initializer builds, or an `@Injected` property's.
        var owner: String? = nil
        /// A call of the Optional overload: nil on a miss, never a throw.
        var optionalResult = false
    }

    /// `@Registerable` types: what `T.dependencyRegistration` stands for.
    struct Registerable: Equatable {
        var type: String
        var types: [String]
        var name: String?
        var arity: Int
        /// The type's name.
        var anchor: Anchor
        /// `scope:` as written, else `@Registerable`'s default.
        var scope: String = ".singleton"
    }

    var registrations: [Registration] = []
    /// `T.dependencyRegistration` in a builder, resolved against `registerables` later.
    var registrationsOf: [(type: String, anchor: Anchor, container: String)] = []
    var registerables: [Registerable] = []
    var uses: [Use] = []
    /// Each outermost container or group builder: its `{ … }`, the
    /// declaration holding it, and its key (`Registration.container`).
    struct Builder: Equatable {
        var anchor: Anchor
        var name: String
        var key: String
    }
    var builders: [Builder] = []
    /// The file mentions Sourcery's `autoregisteredDependencies` group, which adds every `@Registerable` type.
    var autoregisters = false
    /// Types declared here that conform to `DependencyRepresenting`, with
    /// the type they register: a builder given one (`RepositoryDependency()`)
    /// registers its `dependencyProvider`'s type `T` (the default locator),
    /// or what its own `locator` says, which Wiring does not read ("").
    var representing: [String: String] = [:]
    /// Type aliases declared here (name → the type named, as written):
    /// Stitcher sees the type itself.
    var aliases: [String: String] = [:]

    static func == (a: StitcherFileModel, b: StitcherFileModel) -> Bool {
        a.registrations == b.registrations && a.registerables == b.registerables && a.uses == b.uses && a.autoregisters == b.autoregisters
            && a.builders == b.builders && a.representing == b.representing && a.aliases == b.aliases
            && a.registrationsOf.map(\.type) == b.registrationsOf.map(\.type) && a.registrationsOf.map(\.anchor) == b.registrationsOf.map(\.anchor)
            && a.registrationsOf.map(\.container) == b.registrationsOf.map(\.container)
    }

    var isEmpty: Bool {
        registrations.isEmpty && registrationsOf.isEmpty && registerables.isEmpty && uses.isEmpty && !autoregisters && builders.isEmpty
            && representing.isEmpty && aliases.isEmpty
    }

    /// The types (and extensions) of `facts` declaring `DependencyRepresenting`,
    /// by name, with the type each registers ("": one Wiring cannot tell).
    static func representingTypes(_ facts: FileFacts, _ qualifiedNames: QualifiedNames) -> [String: String] {
        var out: [String: String] = [:]
        for i in facts.decls.indices where facts.decls[i].kind.isTypeLike
            && facts.decls[i].inherits.contains(where: { $0 == "DependencyRepresenting" || $0 == "Stitcher.DependencyRepresenting" }) {
            var registered = ""
            let members = facts.members(of: i)
            // its own `locator` (a name, a value, another type): not read
            if !members.contains(where: { facts.decls[$0].name == "locator" }),
               let provider = members.first(where: { facts.decls[$0].name == "dependencyProvider" }),
               let type = facts.decls[provider].type, let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
                registered = String(type[type.index(after: open)...].dropLast())
            }
            out[facts.decls[i].kind == .extension ? facts.decls[i].name : qualifiedNames[i]] = registered
        }
        return out
    }

    init(path: String, facts: FileFacts, qualifiedNames: QualifiedNames, library: Int, extracted: (Int) -> StitcherDeclFacts?) {
        func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
        autoregisters = facts.markers.contains(StitcherNames.autoregistrationGroup)
        let importsStitcher = StitcherNames.importsStitcher(facts.imports)
        let nesting = NestedTypes(facts, qualifiedNames)
        representing = StitcherFileModel.representingTypes(facts, qualifiedNames)
        for i in facts.decls.indices where facts.decls[i].kind == .typealias && facts.decls[i].parent < 0 {
            if let aliased = facts.decls[i].aliasedType, aliased != facts.decls[i].name {
                aliases[facts.decls[i].name] = StitcherFileModel.key(aliased)
            }
        }
        for i in facts.decls.indices {
            // most declarations: no attribute, no extracted fact; known without a copy
            if facts.decls[i].attributes.isEmpty && facts.decls[i].libraryFacts.isEmpty { continue }
            let d = facts.decls[i]
            for attr in d.attributes {
                switch StitcherNames.macro(of: attr) ?? (attr.name == "Injected" ? "Injected" : "") {
                case "InjectedParameters" where d.kind == .func || d.kind == .`init`:
                    let ignored = Set(attr.arguments.filter { $0.label == "ignoring" || $0.label == nil }.map { $0.text.trimmingQuotes })
                    let byName = attr.arguments.contains { $0.label == "strategy" && $0.text.hasSuffix("stitcherByName") }
                    for (k, p) in d.params.enumerated() where !ignored.contains(p.label) && !ignored.contains(p.name) {
                        let useName = byName && p.name != "_" ? p.name : nil
                        let owner = d.kind == .`init` && d.parent >= 0 ? facts.decls[Int(d.parent)].name : nil
                        uses.append(Use(type: useName == nil ? nesting.qualify(StitcherFileModel.key(p.type), from: i) : nil, name: useName, required: true,
                                        passesParameters: false, consumer: .injectedParameters, anchor: anchor(i, .parameter(k)),
                                        owner: owner))
                    }
                case "Injected" where (d.kind == .var || d.kind == .let) && importsStitcher:
                    guard let type = d.type else { break }
                    let optional = type.hasSuffix("?") || type.hasPrefix("[")
                    var name: String?
                    // `@Injected(name: Keys.repository)`: a name Wiring cannot read, nothing to compare
                    if let written = attr.arguments.first(where: { $0.label == "name" })?.text {
                        guard let literal = StitcherExtraction.literal(written) else { break }
                        name = literal
                    }
                    // `@Injected(value: v)`: located by the value, when Wiring can read it
                    if let value = attr.arguments.first(where: { $0.label == "value" }) {
                        guard let key = StitcherExtraction.valueKey(value.text) else { break }
                        name = StitcherExtraction.valueLocated + key
                    }
                    // `@Injected(type: P.self)`: located by that type
                    var located = optional && type.hasSuffix("?") ? String(type.dropLast()) : type
                    if let t = attr.arguments.first(where: { $0.label == "type" })?.text {
                        guard t.hasSuffix(".self") else { break }
                        located = String(t.dropLast(5))
                    }
                    // unlabeled arguments are instantiation parameters (`@Injected(Location.avatar)`)
                    let parameters = attr.arguments.contains { $0.label == nil }
                    uses.append(Use(type: name == nil ? nesting.qualify(StitcherFileModel.key(located), from: i) : nil,
                                    name: name, required: !optional, passesParameters: parameters, consumer: .injected,
                                    anchor: anchor(i, .name), owner: d.parent >= 0 ? facts.decls[Int(d.parent)].name : nil))
                case "Registerable" where d.kind == .class || d.kind == .struct || d.kind == .actor:
                    let by = attr.arguments.first { $0.label == "by" }?.text ?? ""
                    var types = [qualifiedNames[i]]
                    var name: String?
                    if by.hasPrefix(".type("), by.hasSuffix(")") {
                        types = by.dropFirst(6).dropLast().split(separator: ",").map { String($0).replacingSelf }
                    } else if by.hasPrefix(".name("), by.hasSuffix(")") {
                        name = String(by.dropFirst(6).dropLast()).trimmingQuotes
                    } else if by.hasPrefix(".value("), by.hasSuffix(")") {
                        name = StitcherExtraction.valueLocator(String(by.dropFirst(7).dropLast()))
                    }
                    let inits = facts.members(of: i).filter { facts.decls[$0].kind == .`init` && StitcherMacroSimulation.unsupported(facts.decls[$0]) == nil }
                    let marked = inits.filter { facts.decls[$0].attributes.contains(where: StitcherNames.isPreferredSpelling) }
                    let chosen = (marked.isEmpty ? inits : marked).min { facts.decls[$0].params.count < facts.decls[$1].params.count }
                    let scope = attr.arguments.first { $0.label == "scope" }?.text ?? ".singleton"
                    registerables.append(Registerable(type: qualifiedNames[i], types: types, name: name, arity: chosen.map { facts.decls[$0].params.count } ?? 0,
                                                      anchor: anchor(i, .name), scope: scope))
                default: break
                }
            }
            guard let x = extracted(i) else { continue }
            for (k, b) in x.builderRanges.enumerated() {
                builders.append(Builder(anchor: anchor(i, .extracted(library: library, b)), name: d.name, key: "\(path)|\(d.id)|\(k)"))
            }
            for r in x.registrations {
                let a = anchor(i, .extracted(library: library, r.range))
                let container = "\(path)|\(d.id)|\(r.builder)"
                let type = r.type.map { nesting.qualify($0, from: i) }
                if r.registerable, let type { registrationsOf.append((type, a, container)); continue }
                registrations.append(Registration(types: (type.map { [$0] } ?? []) + r.alsoAs.map { nesting.qualify($0, from: i) },
                                                  name: r.name, arity: r.arity, anchor: a,
                                                  constructs: r.constructsWithoutArguments ? type : nil, container: container,
                                                  scope: r.scope))
            }
            // a call that runs while its type is built by `T()`: in its `init()`,
            // or a stored property's initial value (not `lazy`, not `static`)
            let parentType = d.parent >= 0 && facts.decls[Int(d.parent)].kind.isTypeLike ? Int(d.parent) : nil
            let buildsParent = parentType != nil && !d.modifiers.contains("static") && !d.modifiers.contains("class")
                && (d.kind == .`init` && d.params.isEmpty || (d.kind == .var || d.kind == .let) && !d.hasBody && !d.modifiers.contains("lazy"))
            for j in x.injections {
                // an `@Injected` local: injected lazily into the type whose code declares it
                var owner: String?
                if j.injectedLocal {
                    var at = Int(d.parent)
                    while at >= 0, !facts.decls[at].kind.isTypeLike { at = Int(facts.decls[at].parent) }
                    owner = at >= 0 ? facts.decls[at].name : nil
                } else if buildsParent, let p = parentType {
                    owner = facts.decls[p].name
                }
                var type = j.type
                // `leaf = try! DependencyGraph.inject()`: the stored property's type
                if let property = j.assignedProperty, let p = parentType {
                    guard let member = facts.members(of: p).first(where: {
                        (facts.decls[$0].kind == .var || facts.decls[$0].kind == .let) && facts.decls[$0].name == property
                    }), let written = facts.decls[member].type, !written.hasSuffix("!") else { continue }
                    type = written
                } else if j.assignedProperty != nil {
                    continue
                }
                let optionalResult = j.optionalResult || type.map { $0.hasSuffix("?") } == true && j.assignedProperty != nil
                if j.assignedProperty != nil, let t = type, t.hasSuffix("?") { type = String(t.dropLast()) }
                uses.append(Use(type: (j.injectedLocal ? type.map(StitcherFileModel.key) : type).map { nesting.qualify($0, from: i) },
                                name: j.name, required: j.required && !optionalResult,
                                passesParameters: j.passesParameters, consumer: j.injectedLocal ? .injected : .call,
                                anchor: anchor(i, .extracted(library: library, j.range)), owner: owner,
                                optionalResult: optionalResult))
            }
        }
    }

    /// The types this file nests in others: a name written inside an
    /// enclosing type that declares a type of that name means the nested
    /// one (`Zeta` in `final class T1 { class Zeta {} … }` is `T1.Zeta`),
    /// as Swift looks names up. Stitcher tells such types apart (it compares
    /// their full type names).
    struct NestedTypes {
        let facts: FileFacts
        let qualifiedNames: QualifiedNames
        /// Simple name → the indices of the types that declare one of that name.
        private var holders: [String: [Int]] = [:]

        init(_ facts: FileFacts, _ qualifiedNames: QualifiedNames) {
            self.facts = facts
            self.qualifiedNames = qualifiedNames
            for j in facts.decls.indices where facts.decls[j].parent >= 0 {
                switch facts.decls[j].kind {
                case .class, .struct, .enum, .actor, .typealias:
                    if facts.decls[Int(facts.decls[j].parent)].kind.isTypeLike {
                        holders[facts.decls[j].name, default: []].append(Int(facts.decls[j].parent))
                    }
                default: break
                }
            }
        }

        /// `type` as written in declaration `i`, qualified when a type around `i` nests one of that name.
        func qualify(_ type: String, from i: Int) -> String {
            guard let nesting = holders[type] else { return type }
            var at = i
            while at >= 0 {
                if facts.decls[at].kind.isTypeLike, nesting.contains(at) { return qualifiedNames[at] + "." + type }
                at = Int(facts.decls[at].parent)
            }
            return type
        }
    }

    static func key(_ type: String) -> String {
        var t = type
        if t.hasPrefix("any") && t.dropFirst(3).first?.isUppercase == true { t.removeFirst(3) }
        return t
    }
}

extension String {
    var trimmingQuotes: String { count >= 2 && first == "\"" && last == "\"" ? String(dropFirst().dropLast()) : self }
    var replacingSelf: String { hasSuffix(".self") ? String(dropLast(5)) : self }
}

/// The workspace's registrations, and what each injection finds.
struct StitcherGraph {
    enum Problem {
        /// `register`: where the type's `@Registerable` registration could be added.
        case missing(StitcherFileModel.Use, register: (type: String, in: StitcherFileModel.Builder)?)
        case arity(StitcherFileModel.Use, registered: [Int])
        /// `sameContainer`: the registrations are in one container, so always active together.
        case ambiguous(StitcherFileModel.Use, [StitcherFileModel.Registration], sameContainer: Bool)
        /// Construction edges around a cycle: the `@InjectedParameters` parameters, the last closing it.
        case cycle([StitcherFileModel.Use], types: [String])
        /// A `@Registerable` type no builder of the app adds.
        case notRegistered(StitcherFileModel.Registerable, register: StitcherFileModel.Builder?)
        /// A singleton or shared registration whose construction injects an
        /// instance-scoped one: the parameter of its `@InjectedParameters` init.
        case captive(StitcherFileModel.Use, owner: StitcherFileModel.Registration, captured: StitcherFileModel.Registration)
    }

    private(set) var problems: [Problem] = []
    /// Every registration of the app, and every injection.
    private(set) var registrations: [StitcherFileModel.Registration] = []
    /// Every injection, file by file (navigation flattens them; a rebuild does not copy them).
    var uses: [StitcherFileModel.Use] { models.flatMap(\.uses) }
    private let models: [StitcherFileModel]
    private var byName: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]

    /// The registrations an injection's locator matches.
    func find(_ u: StitcherFileModel.Use) -> [StitcherFileModel.Registration] { matches(u).map { registrations[$0] } }

    private static func parameterless(_ ks: [Int], _ registrations: [StitcherFileModel.Registration]) -> Int {
        var n = 0
        for k in ks where (registrations[k].arity ?? 0) == 0 { n += 1 }
        return n
    }

    /// The same as indices of `registrations`, in registration order.
    private func matches(_ u: StitcherFileModel.Use) -> [Int] {
        if let n = u.name { return byName[n] ?? [] }
        guard let written = u.type else { return [] }
        let t = aliases.isEmpty ? written : resolved(written)
        // `Values<Int>`, and a factory building `Values(…)`, whose arguments Swift infers
        let exact = byType[t] ?? []
        // one list is in registration order already
        // (the bytes scanned, not the characters: asked of every injection at every rebuild)
        guard let open = t.utf8.firstIndex(of: UInt8(ascii: "<")), let generic = byType[String(t[..<open])], !generic.isEmpty
        else { return exact }
        return Array(Set(exact + generic)).sorted()
    }

    /// The app's type aliases (the first file's, in path order, when two declare one name).
    private var aliases: [String: String] = [:]

    /// A type with the aliases it names followed (a few steps at most).
    private func resolved(_ type: String) -> String {
        var t = type
        for _ in 0..<8 { guard let next = aliases[t], next != t else { break }; t = next }
        return t
    }

    init(models: [StitcherFileModel]) {
        self.models = models
        for m in models { aliases.merge(m.aliases) { first, _ in first } }
        var representing: [String: String] = [:]
        for m in models { representing.merge(m.representing) { first, _ in first } }
        // each type's last `@Registerable`, by its place (not copied)
        var registerables: [String: (model: Int, index: Int)] = [:]
        registerables.reserveCapacity(models.reduce(0) { $0 + $1.registerables.count })
        for (m, model) in models.enumerated() {
            let list = model.registerables
            for i in list.indices { registerables[list[i].type] = (m, i) }
        }
        var registrations: [StitcherFileModel.Registration] = []
        registrations.reserveCapacity(models.reduce(0) { $0 + $1.registrations.count + $1.registrationsOf.count })
        for m in models {
            if representing.isEmpty {
                registrations += m.registrations
            } else {
                // a `DependencyRepresenting` value registers what its locator says,
                // not its own type: a type or a name Wiring cannot tell
                for var r in m.registrations {
                    if r.types.count == 1, r.name == nil, let registered = representing[r.types[0]] {
                        if registered.isEmpty {
                            r.types = []
                            var byName = r
                            byName.name = StitcherExtraction.unknownName
                            registrations.append(byName)
                        } else {
                            r.types = [registered]
                            r.constructs = nil
                        }
                    }
                    registrations.append(r)
                }
            }
            for (type, anchor, container) in m.registrationsOf {
                guard let (rm, ri) = registerables[type] else {
                    registrations.append(.init(types: [type], name: nil, arity: nil, anchor: anchor, container: container, scope: nil))
                    continue
                }
                let r = models[rm].registerables
                registrations.append(.init(types: r[ri].types, name: r[ri].name, arity: r[ri].arity, anchor: anchor,
                                           container: container, scope: r[ri].scope))
            }
        }
        // added by its generated registration, or registered by hand
        let added = Set(models.flatMap { $0.registrationsOf.map(\.type) }).union(registrations.flatMap(\.types))
        let autoregisters = models.contains(where: \.autoregisters)
        if autoregisters {
            // Sourcery's `autoregisteredDependencies` adds every `@Registerable`
            // type: those whose generated group is not in the workspace (a
            // build-phase output) are registered there
            for m in models {
                for r in m.registerables where !added.contains(r.type) {
                    registrations.append(.init(types: r.types, name: r.name, arity: r.arity, anchor: r.anchor,
                                               container: StitcherNames.autoregistrationGroup, scope: r.scope))
                }
            }
        }
        let unknown = registrations.contains { $0.types.isEmpty && $0.name == nil }
        let unknownNames = registrations.contains { $0.name == StitcherExtraction.unknownName }
        let unknownValues = registrations.contains { $0.name == StitcherExtraction.valueLocated }
        // registrations by what locates them: a name, else each of their types
        self.registrations = registrations
        byType.reserveCapacity(registrations.count)
        for (k, r) in registrations.enumerated() {
            if let n = r.name { byName[n, default: []].append(k) } else { for t in r.types { byType[resolved(t), default: []].append(k) } }
        }
        // where a missing registration goes: the builder that holds the most (the first of equals)
        var counts: [String: Int] = [:]
        for k in registrations.indices { counts[registrations[k].container, default: 0] += 1 }
        var main: StitcherFileModel.Builder? = nil
        for b in models.flatMap(\.builders) where main == nil || (counts[b.key] ?? 0) > (counts[main!.key] ?? 0) { main = b }
        if !autoregisters {
            for m in models { for r in m.registerables where !added.contains(r.type) { problems.append(.notRegistered(r, register: main)) } }
        }
        checkCycles(models: models, registrations: registrations)
        checkCaptives(models: models)
        for m in models {
            // a collection (every match) or an optional injection of one: empty, never a miss
            // (by index: iterating copies each use, every field retained)
            let uses = m.uses
            for i in uses.indices where !(uses[i].type?.hasPrefix("[") ?? false) {
                let matched = matches(uses[i])
                // most injections find one registration without parameters:
                // told without copying any
                if !matched.isEmpty && (uses[i].passesParameters || Self.parameterless(matched, registrations) == 1) { continue }
                let u = uses[i]
                let found = matched.map { registrations[$0] }
                if found.isEmpty {
                    // a registration whose type (or name) Wiring cannot tell might be the one
                    let mayBeUnread = u.name == nil ? unknown
                        : u.name!.hasPrefix(StitcherExtraction.valueLocated) ? unknownValues : unknownNames
                    if !mayBeUnread {
                        let registerable = u.type.flatMap { registerables[$0] }.map { models[$0.model].registerables[$0.index].type }
                        problems.append(.missing(u, register: registerable.flatMap { t in main.map { (t, $0) } }))
                    }
                    continue
                }
                guard !u.passesParameters else { continue }
                let parameterless = found.filter { ($0.arity ?? 0) == 0 }
                if parameterless.isEmpty {
                    problems.append(.arity(u, registered: Array(Set(found.compactMap(\.arity))).sorted()))
                } else if case let groups = Dictionary(grouping: parameterless, by: \.container).values,
                          // a container that answers it alone may be the one active where it runs
                          !groups.contains(where: { $0.count == 1 }),
                          let clash = groups.min(by: { $0[0].anchor.file < $1[0].anchor.file }), clash.count > 1 {
                    problems.append(.ambiguous(u, clash, sameContainer: true))
                } else if parameterless.count > 1 {
                    // in different containers, which may never be active together
                    problems.append(.ambiguous(u, parameterless, sameContainer: false))
                }
            }
        }
    }

    /// A registration kept beyond one injection (`.singleton`, `.shared`)
    /// that builds A through `A()` injects A's `@InjectedParameters`
    /// parameters once: an instance-scoped dependency among them is then
    /// shared by everything that gets A. Only written scopes count
    /// (`.automatic` depends on whether the type is a class).
    private mutating func checkCaptives(models: [StitcherFileModel]) {
        let keeping = registrations.filter { r in r.constructs != nil && (r.scope == ".singleton" || r.scope == ".shared") }
        guard !keeping.isEmpty else { return }
        // the types the keeping registrations build: only their uses are gathered
        let kept = Set(keeping.map { $0.constructs! })
        var byOwner: [String: [StitcherFileModel.Use]] = [:]
        for m in models {
            let uses = m.uses
            for i in uses.indices where uses[i].consumer != .injected {
                if let o = uses[i].owner, kept.contains(o) { byOwner[o, default: []].append(uses[i]) }
            }
        }
        for owner in keeping {
            for u in byOwner[owner.constructs!] ?? [] {
                let found = find(u)
                guard !found.isEmpty, found.allSatisfy({ $0.scope == ".instance" }) else { continue }
                problems.append(.captive(u, owner: owner, captured: found[0]))
            }
        }
    }

    /// A registration that builds T through `T()` runs the overload
    /// `@InjectedParameters` generates for T, which injects T's parameters
    /// by type, or T's own `init()`, with the injections it and T's stored
    /// properties' values make: edges from T to each. A cycle of them recurses (detected at
    /// run time only in DEBUG).
    /// No container or group builder, and no registration of any kind (by
    /// hand, `T.dependencyRegistration`, Sourcery's group): the app's
    /// containers are made elsewhere.
    var registersNothing: Bool { registrations.isEmpty && models.allSatisfy(\.builders.isEmpty) }

    private mutating func checkCycles(models: [StitcherFileModel], registrations: [StitcherFileModel.Registration]) {
        let built = Set(registrations.compactMap(\.constructs))
        guard !built.isEmpty else { return }
        var types: [String] = []
        var index: [String: Int] = [:]
        func node(_ t: String) -> Int {
            if let k = index[t] { return k }
            index[t] = types.count
            types.append(t)
            return types.count - 1
        }
        var edges: [(from: Int, to: Int)] = []
        // per edge, the use making it: its place (copied only into a cycle found)
        var edgeUse: [(model: Int, use: Int)] = []
        for (m, model) in models.enumerated() {
            let uses = model.uses
            // the overloads' parameters, and the calls an `init()` or a stored property's value makes
            for i in uses.indices where uses[i].consumer != .injected {
                guard let owner = uses[i].owner, built.contains(owner), let to = uses[i].type, built.contains(to) else { continue }
                edges.append((node(owner), node(to)))
                edgeUse.append((m, i))
            }
        }
        let graph = Digraph(nodeCount: types.count, edges: edges)
        for component in graph.cyclicComponents() {
            guard let cycle = graph.shortestCycle(through: component[0], within: Set(component)) else { continue }
            problems.append(.cycle(cycle.map { models[edgeUse[$0.index].model].uses[edgeUse[$0.index].use] },
                                   types: cycle.map { types[$0.from] } + [types[component[0]]]))
        }
    }
}
