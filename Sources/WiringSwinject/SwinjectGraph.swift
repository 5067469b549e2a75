import WiringAnalysis

/// The container graph of one app, as Swinject resolves it: every
/// registration the app's modules make (by hand, through `T.register(in:)`
/// of an `@Injectable` type, or all of them with
/// `registerDiscoveredServices()`), keyed as Swinject keys them (type,
/// name, runtime arguments), and what each resolve in those modules finds.
/// It records problems; the graph rules word them.
struct SwinjectGraph {
    struct Key: Hashable, Comparable {
        var type: String
        var name: String?
        static func < (a: Key, b: Key) -> Bool { (a.type, a.name ?? "") < (b.type, b.name ?? "") }
    }

    /// A registration and the uses its construction makes.
    ///
    /// A class: a graph is rebuilt on every change of its files, and takes
    /// each file's entries by reference (a struct's copy retained every
    /// field). Set while a part or a graph is built, read-only once shared;
    /// a graph that changes a part's entry changes a `copy()`.
    final class Entry: @unchecked Sendable {
        var key: Key
        var arity: Int?
        var scope: String
        var implements: [String]
        var container: String
        var owner: String
        var anchor: Anchor
        var resolves: [SwinjectFileModel.Use]
        var completionResolves: [SwinjectFileModel.Use]
        /// `@Injectable`: registered by `register(in:)`.
        var injectable: Bool
        /// An `@Injectable`'s: the code calling its `register(in:)`, where its
        /// dependencies (`resolves`, shared with the type's model, each owned
        /// by the type) are resolved: a problem with one names it (`check`).
        var registeredFrom = ""
        /// Registered under a name that is not a literal: any name, as far as Wiring can tell.
        var dynamicName = false
        /// Its runtime arguments' types, where Wiring can tell them (`Registration.argumentTypes`).
        var argumentTypes: [String] = []
        /// The branches of its declaration it is made in (`Registration.branches`).
        var branches: [UInt32] = []
        /// Made in a test method (`Registration.testMethod`).
        var testMethod: String?
        /// What its factory constructs (`Registration.constructs`); "" when Wiring cannot tell.
        var constructs = ""
        /// The container it is made in, as far as `Assembler`s tell (`Registration.origin`).
        var origin = SwinjectFileModel.ContainerOrigin.other
        /// The container, as the file names it (`Registration.containerID`; `SwinjectGraph.container(_:)` reads it).
        var containerID: String?
        /// Where its bare type may be declared (`Registration.scopes`).
        var scopes: [String] = []
        /// What it makes: what its factory constructs, else its type.
        var instanceType: String { constructs.isEmpty ? key.type : constructs }

        /// Whether this registration can be in the container `other` (a use,
        /// or another registration) is resolved from: not when both are made
        /// in two different tests, each with its own container.
        func meets(_ other: String?) -> Bool { testMethod == nil || other == nil || testMethod == other }
        /// The names it is found under (`SwinjectGraph.lookupNames`), and
        /// how its resolves are looked up, as ids of the graph's name table.
        var nameIDs: [Int32] = []
        var resolveKeys: [SwinjectNameTable.Key] = []
        var completionKeys: [SwinjectNameTable.Key] = []

        init(key: Key, arity: Int?, scope: String, implements: [String], container: String, owner: String, anchor: Anchor,
             resolves: [SwinjectFileModel.Use], completionResolves: [SwinjectFileModel.Use], injectable: Bool) {
            self.key = key
            self.arity = arity
            self.scope = scope
            self.implements = implements
            self.container = container
            self.owner = owner
            self.anchor = anchor
            self.resolves = resolves
            self.completionResolves = completionResolves
            self.injectable = injectable
        }

        /// A new entry with the same fields, to change without changing this one.
        func copy() -> Entry {
            let e = Entry(key: key, arity: arity, scope: scope, implements: implements, container: container, owner: owner,
                          anchor: anchor, resolves: resolves, completionResolves: completionResolves, injectable: injectable)
            e.registeredFrom = registeredFrom
            e.dynamicName = dynamicName
            e.argumentTypes = argumentTypes
            e.branches = branches
            e.testMethod = testMethod
            e.constructs = constructs
            e.origin = origin
            e.containerID = containerID
            e.scopes = scopes
            e.nameIDs = nameIDs
            e.resolveKeys = resolveKeys
            e.completionKeys = completionKeys
            return e
        }

        func answers(_ name: String?, nilable: Set<String>) -> Bool { matches(name, nilable: nilable) != .different }

        /// How this registration answers a resolve by the name key `name`
        /// (a name Wiring cannot read may be any; `nilable`: the graph's
        /// `nilableNames`).
        func matches(_ name: String?, nilable: Set<String>) -> NameMatch {
            dynamicName ? .maybe : SwinjectGraph.match(key.name, name, nilable: nilable)
        }
    }

    enum NameMatch { case same, maybe, different }

    /// Whether a registration's name key and a resolve's are one name:
    /// equal keys are; two literals, or two cases of one enum (whose raw
    /// values differ), are not; a constant and a literal or another
    /// constant may hold the same string. A constant declared optional
    /// (`nilable`: such keys) is read as nil, which Swinject takes as no
    /// name; any other is never nil.
    static func match(_ registered: String?, _ used: String?, nilable: Set<String>) -> NameMatch {
        if registered == used { return .same }
        guard let r = registered, let u = used else {
            if let named = registered ?? used, nilable.contains(named) { return .same }
            return .different
        }
        let mark = SwinjectDeclFacts.Name.referenceMark
        let rc = r.hasPrefix(mark), uc = u.hasPrefix(mark)
        if !rc && !uc { return .different }
        if rc && uc, let e = enumOfCase(r), e == enumOfCase(u) { return .different }
        return .maybe
    }

    /// `Keys.main.rawValue` → `Keys`: the enum whose case's raw value a key names.
    private static func enumOfCase(_ key: String) -> Substring? {
        guard key.hasSuffix(".rawValue") else { return nil }
        let path = key.dropLast(9)
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return path[..<dot]
    }

    enum Problem {
        /// Nothing registered under the use's type (and name).
        case unregistered(SwinjectFileModel.Use, hint: String?)
        /// Registered, but only under other names.
        /// `fitting`: those of the names whose registrations take as many
        /// runtime arguments as the resolve passes (what a fix may choose).
        case namedMissing(SwinjectFileModel.Use, names: [String], fitting: [String])
        /// A literal name answered only by registrations under names
        /// Wiring cannot read (`name: setting.key`), which may be it.
        case namedOnlyDynamically(SwinjectFileModel.Use)
        /// Registered with other runtime argument counts.
        case argumentCount(SwinjectFileModel.Use, registered: [Int])
        /// Registered with as many runtime arguments, but of other types
        /// than the literals the resolve passes (each registration's types).
        case argumentTypes(SwinjectFileModel.Use, registered: [[String]])
        /// A construction cycle: the uses along it, the last closing it;
        /// `transient` names a `.transient` type on an `initCompleted` cycle.
        case cycle([SwinjectFileModel.Use], types: [String], transient: String?)
        /// `later` replaces `first` (`sameContainer`: both in one function
        /// on one container; `assembler`: the assemblies making them, in
        /// the order one `Assembler([…])` applies them to its container).
        case duplicate(first: Entry, later: Entry, sameContainer: Bool, assembler: Bool = false)
        case captive(holder: Entry, use: SwinjectFileModel.Use, capturedScope: String)
        case neverRegistered(SwinjectFileModel.Injectable)
    }

    /// The app (its name, for messages when a workspace holds several).
    let app: UpdateContext.App
    let entries: [Entry]
    let open: [SwinjectFileModel.Open]
    /// The app's assemblies, by path then position.
    let assemblies: [SwinjectFileModel.Assembly]
    /// Some file of the app holds, makes or returns a `Container`.
    let makesContainer: Bool
    /// Each folder holding an assembly (below it, at any depth), as
    /// "/A/B": the first assembly there (`nearestAssembly`).
    let assemblyByFolder: [String: Int]
    /// The first assembly of each name (a place in `assemblies`).
    let assemblyByName: [String: Int]
    /// The name ids of the `@Injectable` types.
    let injectableTypeIDs: Set<Int32>
    /// The types the app's Swinject files declare, with what they inherit.
    let types: TypeHierarchy
    /// The resolves made outside registrations (and the macros' injected
    /// properties), file by file (navigation flattens them; a rebuild does not copy them).
    var uses: [SwinjectFileModel.Use] { files.flatMap { $0.model.uses.filter(isUse) } + wrappedUses }
    /// The resolves the app's own property wrappers make (`SwinjectAnalysis.wrappedUses`).
    let wrappedUses: [SwinjectFileModel.Use]
    /// The app's own crashing `resolve` methods: a written resolve that
    /// calls one is found with `!`.
    let resolveHelpers: [SwinjectFileModel.ResolveHelper]
    /// Their names: a call of another name given a metatype
    /// (`SwinjectFileModel.Use.method`) is a use only under one of these.
    private let helperNames: Set<String>
    /// The app's file-level constants' types (`SwinjectFileModel.globals`, the first file's in path order).
    private let globals: [String: String]
    /// The types of its resolves inside `#if` that it does not register
    /// but some app of the workspace does (`SwinjectAnalysis` sets them):
    /// the condition may be what keeps this app from compiling the resolve.
    var registeredInSomeApp: Set<String> = []
    /// The app's `Assembler([…])` lists (`SwinjectFileModel.assemblerGroups`).
    let assemblerGroups: [SwinjectFileModel.AssemblerGroup]
    /// The app's Assemblers and what each applies, when each is given
    /// nothing but its literal list and nothing applies assemblies
    /// otherwise (`visibleAssemblies`). Empty when the app's containers
    /// cannot be told apart so.
    private let reachable: AssemblerReach
    /// The names of the properties holding a container that the app makes
    /// itself wherever it declares one of that name (`SwinjectFileModel.containerProperties`).
    private let madeContainers: Set<String>
    /// Each entry's container, where Wiring can name it (`container(_:)`).
    private let entryContainers: [String?]
    /// The files the graph is made of.
    private let files: [SwinjectFileGraphPart]
    private(set) var problems: [Problem] = []
    let names: SwinjectNameTable
    /// The name keys of constants declared optional (`static let name: String? = nil`):
    /// such a name may be none (`SwinjectAnalysis.nilableNameKeys`).
    let nilableNames: Set<String>
    /// The instance types of `.transient`/`.weak` registrations that are
    /// structs or enums (`SwinjectAnalysis.valueTypes`): never captive.
    let valueTypes: Set<String>
    /// Nested types registered bare in their scope (`SwinjectAnalysis.nestedTypes`).
    let nestedTypes: Set<String>
    /// The entries found under each name id: those of name `n` are
    /// `found[foundStart[n] ..< foundStart[n + 1]]`, in entry order.
    private var foundStart: [Int32] = []
    private var found: [Int32] = []
    /// The ids of the types Swinject itself provides.
    private let builtInIDs: [Int32]
    /// The app's type aliases (name → the key of the type named).
    private let aliases: [String: String]
    /// The other way: a type → the aliases that name it (through aliases of
    /// aliases), in name order; a registration of an alias registers it.
    private let aliasesNaming: [String: [String]]
    /// What a registration of a missing type would construct, as the
    /// workspace declares it (`SwinjectAnalysis.constructedTypes`); a
    /// type not here falls back to the app's Swinject files.
    var constructed: [String: String?] = [:]
    /// Per type a missing registration names, the assembly (index) nearest
    /// to where it is declared: a fix registers it there.
    var assemblyNearType: [String: Int] = [:]

    /// `types`: the hierarchy of these files' types (one kept across
    /// rebuilds while no file's types change keeps its answers).
    /// `implicitResolves`: what registrations resolve without a written
    /// resolve (`autoregister`'s initializer parameters), by their anchor.
    /// `forwarded`: the registrations the app's forwarding helpers make
    /// (`SwinjectAnalysis.forwardedRegistrations`).
    init(app: UpdateContext.App, files: [SwinjectFileGraphPart], types: TypeHierarchy? = nil, names: SwinjectNameTable,
         implicitResolves: [Anchor: [SwinjectFileModel.Use]] = [:], wrappedUses: [SwinjectFileModel.Use] = [],
         forwarded: [SwinjectFileModel.Registration] = [], nilableNames: Set<String> = [], valueTypes: Set<String> = [],
         nestedTypes: Set<String> = [],
         unseenRegistrations: [SwinjectFileModel.Open] = []) {
        self.app = app
        self.nilableNames = nilableNames
        self.valueTypes = valueTypes
        self.nestedTypes = nestedTypes
        self.wrappedUses = wrappedUses
        self.names = names
        builtInIDs = Self.builtIns.compactMap { names.id($0) }
        let hierarchy = types ?? TypeHierarchy(files)
        resolveHelpers = Self.withProtocolHelpers(files.flatMap(\.model.resolveHelpers), files, hierarchy)
        helperNames = Set(resolveHelpers.map(\.name))
        var entries: [Entry] = []
        entries.reserveCapacity(files.reduce(0) { $0 + $1.entries.count })
        var discovers = false
        var open: [SwinjectFileModel.Open] = []
        var aliases: [String: String] = [:]
        var globals: [String: String] = [:]
        for f in files {
            if implicitResolves.isEmpty {
                entries += f.entries
            } else {
                for e in f.entries {
                    if let extra = implicitResolves[e.anchor] {
                        let changed = e.copy()
                        changed.resolves += extra
                        changed.resolveKeys += extra.map { names.key($0.target) }
                        entries.append(changed)
                    } else {
                        entries.append(e)
                    }
                }
            }
            discovers = discovers || f.model.discovers
            open += f.model.open
            // the first file's, in path order, when two declare one name
            aliases.merge(f.model.aliases) { first, _ in first }
            globals.merge(f.model.globals) { first, _ in first }
        }
        open += unseenRegistrations
        // registrations made through the app's own forwarding helpers
        for r in forwarded { entries.append(SwinjectFileGraphPart.entry(r, names: names)) }
        // a factory's call of a name no helper of the app has resolves nothing
        let helpers = helperNames
        func kept(_ uses: [SwinjectFileModel.Use]) -> [Int] {
            uses.indices.filter { uses[$0].method.isEmpty || helpers.contains(uses[$0].method) }
        }
        for k in entries.indices {
            let e = entries[k]
            let resolves = e.resolves.contains(where: { !$0.method.isEmpty }) ? kept(e.resolves) : nil
            let completion = e.completionResolves.contains(where: { !$0.method.isEmpty }) ? kept(e.completionResolves) : nil
            guard resolves != nil || completion != nil else { continue }
            // the part's entry stays as its file made it
            let changed = e.copy()
            if let keep = resolves {
                changed.resolves = keep.map { e.resolves[$0] }
                changed.resolveKeys = keep.map { e.resolveKeys[$0] }
            }
            if let keep = completion {
                changed.completionResolves = keep.map { e.completionResolves[$0] }
                changed.completionKeys = keep.map { e.completionKeys[$0] }
            }
            entries[k] = changed
        }
        assemblerGroups = files.flatMap(\.model.assemblerGroups)
        reachable = Self.reachableAssemblies(files)
        var made: [String: Bool] = [:]
        for f in files { made.merge(f.model.containerProperties) { $0 && $1 } }
        madeContainers = Set(made.filter(\.value).keys)
        self.aliases = aliases
        self.globals = globals
        var naming: [String: [String]] = [:]
        for a in aliases.keys.sorted() {
            var t = a
            for _ in 0..<8 {
                guard let next = aliases[t], next != a else { break }
                naming[next, default: []].append(a)
                t = next
            }
        }
        aliasesNaming = naming
        // an @Injectable type is registered where its register(in:) is
        // called (by type id: hundreds of types, each hashed as a number)
        var calls: [Int32: [SwinjectFileModel.Call]] = [:]
        for f in files {
            for (c, type) in zip(f.model.registersIn, f.registersInTypeIDs) { calls[type, default: []].append(c) }
        }
        var unregistered: [SwinjectFileModel.Injectable] = []
        for f in files {
            let injectables = f.model.injectables
            for i in injectables.indices {
                let type = injectables[i].type
                let made = calls[f.injectableNameIDs[i][0]] ?? []
                if made.isEmpty && !discovers { unregistered.append(injectables[i]); continue }
                for c in made.isEmpty ? [SwinjectFileModel.Call(type: type, anchor: injectables[i].anchor, owner: "")] : made {
                    // its dependencies are resolved where register(in:) is called
                    // (the type's own list, not a copy per call: `registeredFrom`)
                    let e = Entry(key: Key(type: type, name: injectables[i].name.key), arity: 0,
                                  scope: injectables[i].scope, implements: [],
                                  container: c.container, owner: c.owner.isEmpty ? type : c.owner,
                                  anchor: c.anchor, resolves: injectables[i].dependencies, completionResolves: [],
                                  injectable: true)
                    e.registeredFrom = c.owner
                    e.nameIDs = f.injectableNameIDs[i]
                    e.resolveKeys = f.injectableKeys[i]
                    entries.append(e)
                }
            }
        }
        let madeNames = madeContainers
        entryContainers = entries.map { e in Self.container(e.containerID, made: madeNames) }
        self.entries = entries
        self.open = open
        self.files = files
        assemblies = files.flatMap(\.model.assemblies)
        makesContainer = files.contains(where: \.model.makesContainer)
        // each folder's first assembly, from the folders each part listed once
        var byFolder: [String: Int] = [:]
        var byName: [String: Int] = [:]
        var k = 0
        for f in files {
            for (a, folders) in zip(f.model.assemblies, f.assemblyFolders) {
                for folder in folders where byFolder[folder] == nil { byFolder[folder] = k }
                if byName[a.name] == nil { byName[a.name] = k }
                k += 1
            }
        }
        assemblyByFolder = byFolder
        assemblyByName = byName
        injectableTypeIDs = Set(files.flatMap { $0.injectableNameIDs.map { $0[0] } })
        // each name's entries, in entry order (a counting sort over the ids)
        var start = [Int32](repeating: 0, count: names.count + 1)
        for k in entries.indices { for n in entries[k].nameIDs { start[Int(n) + 1] += 1 } }
        for n in 0..<names.count { start[n + 1] += start[n] }
        var next = start
        found = [Int32](repeating: 0, count: Int(start[names.count]))
        for k in entries.indices {
            for n in entries[k].nameIDs {
                found[Int(next[Int(n)])] = Int32(k)
                next[Int(n)] += 1
            }
        }
        foundStart = start
        self.types = hierarchy
        check()
        problems += unregistered.map { .neverRegistered($0) }
    }

    /// `helpers` and, for each protocol a helper's type conforms to that
    /// requires the same `resolve` (`ResolveRequirement`), the protocol as
    /// a helper: a call through a value typed as it reaches the helper, and
    /// its unwrapped result leaves the conformer nothing but to stop the app.
    static func withProtocolHelpers(_ helpers: [SwinjectFileModel.ResolveHelper], _ files: [SwinjectFileGraphPart],
                                    _ types: TypeHierarchy) -> [SwinjectFileModel.ResolveHelper] {
        guard !helpers.isEmpty, files.contains(where: { !$0.model.resolveRequirements.isEmpty }) else { return helpers }
        var requirements: [String: SwinjectFileModel.ResolveRequirement] = [:]
        for f in files { requirements.merge(f.model.resolveRequirements) { first, _ in first } }
        var out = helpers
        var added: Set<String> = []
        for h in helpers {
            guard let owner = h.owner, !h.isStatic else { continue }
            for p in types.inherited(by: owner) {
                guard let r = requirements[p], r.metatypeLabel == h.metatypeLabel, r.passesOptional == h.passesOptional,
                      added.insert(p).inserted else { continue }
                out.append(.init(owner: p, isStatic: false, instances: [], takesName: r.takesName, takesArguments: r.takesArguments,
                                 metatypeLabel: r.metatypeLabel, passesOptional: r.passesOptional))
            }
        }
        return out
    }

    /// The names an entry is found under: its type and what it implements,
    /// each also by its shorter names (`qualifiedSuffixes`).
    static func lookupNames(_ e: Entry) -> [String] {
        var out: [String] = []
        for t in CollectionOfOne(e.key.type) + e.implements {
            out.append(t)
            out += qualifiedSuffixes(t)
        }
        // written bare in `extension Root.ViewModel`: `Root.ViewModel.Interface` where that type declares one
        for s in e.scopes { out.append(s + "." + e.key.type) }
        return out
    }

    /// The shorter names of a qualified type (not of a generic one), as far
    /// as Wiring can tell one type: `M.A.T` is also `A.T` (`M` may be a
    /// module) and, for an unqualified use only, `T` (`byLastComponent`).
    static func qualifiedSuffixes(_ type: String) -> [String] {
        guard type.utf8.contains(UInt8(ascii: ".")), !type.utf8.contains(UInt8(ascii: "<")) else { return [] }
        let parts = type.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1, let last = parts.last, !last.isEmpty else { return [] }
        var out: [String] = []
        for k in 1..<(parts.count - 1) { out.append(parts[k...].joined(separator: ".")) }
        out.append(byLastComponent(String(last)))
        return out
    }

    /// The name under which a qualified type (`A.T`) is found by its last
    /// component: by an unqualified use (`T`), never by another qualified
    /// one (`B.T` is another type, whether `B` is a module or a type).
    static func byLastComponent(_ last: String) -> String { "\u{1}" + last }

    /// How a use that finds nothing under its own name is looked up: a
    /// qualified one without its first component (`M.A.T`: `A.T`, `A.T`:
    /// `T`); an unqualified one by the qualified types that end in it.
    static func fallbackName(_ type: String) -> String {
        if !type.utf8.contains(UInt8(ascii: "<")), let dot = type.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let rest = type[type.utf8.index(after: dot)...]
            if !rest.isEmpty { return String(rest) }
        }
        return byLastComponent(type)
    }

    /// The entries a use of `type` can find: those of its type (or implementing it).
    func candidates(_ type: String) -> [Int] { candidates(names.existingKey(type)).map { Int(found[$0]) } }

    /// The same by the use's name ids: a range of `found`.
    private func candidates(_ key: SwinjectNameTable.Key) -> Range<Int> {
        func entries(_ n: Int32) -> Range<Int> {
            n >= 0 && Int(n) + 1 < foundStart.count ? Int(foundStart[Int(n)])..<Int(foundStart[Int(n) + 1]) : 0..<0
        }
        let exact = entries(key.exact)
        if !exact.isEmpty { return exact }
        // `register(G.self) { … G(…) }` registers the specialization Swift infers from the factory
        if key.base >= 0, case let base = entries(key.base), !base.isEmpty { return base }
        return entries(key.last)
    }

    private mutating func check() {
        // the resolves outside factories, then each factory's: no combined copy
        // by index, into a non-mutating check: iterating copies each use,
        // every field retained
        var unanswered: [Problem] = []
        for f in files {
            let uses = f.model.uses, keys = f.useKeys
            for i in uses.indices where isUse(uses[i]) { if let p = problem(uses, i, keys[i]) { unanswered.append(p) } }
        }
        let wrapped = wrappedUses
        for i in wrapped.indices { if let p = problem(wrapped, i, names.key(wrapped[i].target)) { unanswered.append(p) } }
        // the entries something in the app resolves: the factory of one nothing resolves
        // never runs here (its registration may serve code outside the workspace)
        var resolvedEntry = [Bool](repeating: false, count: entries.count)
        func mark(_ key: SwinjectNameTable.Key) { for i in candidates(key) { resolvedEntry[Int(found[i])] = true } }
        for f in files { for key in f.useKeys { mark(key) } }
        for u in wrapped { mark(names.key(u.target)) }
        for e in entries {
            for key in e.resolveKeys { mark(key) }
            for key in e.completionKeys { mark(key) }
        }
        func unresolvedFactory(_ p: Problem, _ k: Int) -> Problem {
            guard !resolvedEntry[k], case .unregistered(var u, let hint) = p else { return p }
            u.factoryOfUnresolved = entries[k].key.type
            return .unregistered(u, hint: hint)
        }
        for k in entries.indices {
            let resolves = entries[k].resolves, completion = entries[k].completionResolves
            let resolveKeys = entries[k].resolveKeys, completionKeys = entries[k].completionKeys
            let visible = visibleAssemblies(entries[k])
            let own = entryContainers[k]
            for i in resolves.indices {
                guard let p = problem(resolves, i, resolveKeys[i], visible: visible, container: own) else { continue }
                // an @Injectable's dependency is resolved where register(in:) is called
                if entries[k].injectable, case .unregistered(var u, let hint) = p {
                    u.owner = entries[k].registeredFrom
                    unanswered.append(unresolvedFactory(.unregistered(u, hint: hint), k))
                } else {
                    unanswered.append(unresolvedFactory(p, k))
                }
            }
            for i in completion.indices {
                if let p = problem(completion, i, completionKeys[i], visible: visible, container: own) {
                    unanswered.append(unresolvedFactory(p, k))
                }
            }
        }
        if !resolveHelpers.isEmpty { unanswered = unanswered.compactMap(throughHelper) }
        // a `resolve()` typed by its context that no helper of the app takes is not Swinject's
        unanswered.removeAll { Self.use(of: $0).map { $0.inferred && $0.consumer == .resolve } ?? false }
        problems += unanswered
        checkCycles()
        checkDuplicates()
        checkCaptives()
    }

    /// A problem's resolve, for those about one.
    private static func use(of p: Problem) -> SwinjectFileModel.Use? {
        switch p {
        case .unregistered(let u, _), .namedMissing(let u, _, _), .namedOnlyDynamically(let u), .argumentCount(let u, _),
             .argumentTypes(let u, _):
            return u
        default: return nil
        }
    }

    /// Whether `u` resolves: not a call of another name than `resolve`
    /// unless the app has a resolve helper of that name.
    private func isUse(_ u: SwinjectFileModel.Use) -> Bool { u.method.isEmpty || helperNames.contains(u.method) }

    /// A problem of a written resolve that calls the app's own crashing
    /// `resolve`: its use as that helper makes it (a miss stops the app).
    /// nil for a call of another name that reaches none of the app's
    /// helpers (`isUse` kept it for one of its name elsewhere).
    private func throughHelper(_ p: Problem) -> Problem? {
        func helped(_ u: SwinjectFileModel.Use) -> SwinjectFileModel.Use {
            // as Swift looks a bare call up: the type's members, then those of the protocols it
            // adopts (their extensions'), then free functions
            if let h = resolveHelpers.first(where: { $0.owner != nil && $0.calls(u) }) { return h.resolving(u) }
            // on a type alias of the helper's type (`typealias F = ObjectFactory`; `F.get(type: T.self)`)
            if let aliased = aliases[u.receiver] {
                var typed = u
                typed.receiver = aliased
                if let h = resolveHelpers.first(where: { $0.owner != nil && $0.calls(typed) }) { return h.resolving(u) }
            }
            // on a file-level constant of the helper's type (`let container = AppContainer()`)
            if u.receiverType == nil, !u.receiver.isEmpty, !u.receiver.utf8.contains(UInt8(ascii: ".")),
               let type = globals[u.receiver] {
                var typed = u
                typed.receiverType = type
                if let h = resolveHelpers.first(where: { $0.owner != nil && $0.calls(typed) }) { return h.resolving(u) }
            }
            if u.receiver.isEmpty || u.receiver == "self", !u.owner.isEmpty, case let adopted = types.inherited(by: u.owner),
               !adopted.isEmpty {
                // a static one too under its own name (`inject(T.self)` in a stored property's
                // initial value, where the type's static members are in scope)
                for h in resolveHelpers where !h.isStatic || !u.method.isEmpty {
                    guard let owner = h.owner, adopted.contains(owner) else { continue }
                    var asOwn = u
                    asOwn.owner = owner
                    if h.calls(asOwn) { return h.resolving(u) }
                }
            }
            // `Screen.inject(T.self)`: a static helper of a protocol the type adopts
            if !u.method.isEmpty, !u.receiver.isEmpty, case let adopted = types.inherited(by: u.receiver), !adopted.isEmpty {
                for h in resolveHelpers where h.isStatic {
                    guard let owner = h.owner, adopted.contains(owner) else { continue }
                    var asOwn = u
                    asOwn.receiver = owner
                    if h.calls(asOwn) { return h.resolving(u) }
                }
            }
            if let h = resolveHelpers.first(where: { $0.owner == nil && $0.calls(u) }) { return h.resolving(u) }
            return u
        }
        if let u = Self.use(of: p), !u.method.isEmpty {
            let h = helped(u)
            switch h.consumer {
            case .helper, .passedOn: break
            default: return nil
            }
        }
        switch p {
        case .unregistered(let u, let hint): return .unregistered(helped(u), hint: hint)
        case .namedMissing(let u, let names, let fitting): return .namedMissing(helped(u), names: names, fitting: fitting)
        case .namedOnlyDynamically(let u): return .namedOnlyDynamically(helped(u))
        case .argumentCount(let u, let registered): return .argumentCount(helped(u), registered: registered)
        case .argumentTypes(let u, let registered): return .argumentTypes(helped(u), registered: registered)
        default: return p
        }
    }

    /// What Swinject answers itself: the resolver, and while a factory
    /// runs, the graph it resolves in (`GraphIdentifier`).
    private static let builtIns: Set<String> = ["Resolver", "Container", "Swinject.Resolver", "Swinject.Container",
                                                "GraphIdentifier", "Swinject.GraphIdentifier"]

    /// A container as `SwinjectFileModel.containerID` names it, where it
    /// names one: a local as it is, a property only where the app makes
    /// every property of that type and name itself (`madeContainers`).
    static func container(_ id: String?, made: Set<String>) -> String? {
        guard let id else { return nil }
        return id.hasPrefix("L|") || made.contains(String(id.dropFirst(2))) ? id : nil
    }

    /// Whether a resolve from container `k` (`container(_:)`) can find
    /// entry `e`: one made in `k`, or where Wiring cannot name the container
    /// (but not an Assembler's, when the app's Assemblers are told apart).
    private func inContainer(_ e: Int, _ k: String) -> Bool {
        if let own = entryContainers[e] { return own == k }
        if case .assembly = entries[e].origin, !reachable.groups.isEmpty { return false }
        return true
    }

    /// The Assemblers (places in `reachable.groups`) whose assemblies' registrations
    /// a factory of `e` resolves from (a resolve on its resolver, not on
    /// another container): those applying its assembly. nil when Wiring
    /// cannot tell (any registration of the app may be in its container).
    private func visibleAssemblies(_ e: Entry) -> [Int]? {
        guard case .assembly(let a) = e.origin, !reachable.groups.isEmpty else { return nil }
        return reachable.applying[Self.lastComponent(a)]
    }

    /// Whether a resolve from the containers of the Assemblers `visible`
    /// can find `e`: one made by an assembly one of them applies, or where
    /// Wiring cannot tell.
    private func inAssemblies(_ e: Int, _ visible: [Int]) -> Bool {
        // by index: an entry passed by value was copied, every field retained
        switch entries[e].origin {
        case .other: return true
        case .fresh: return false
        case .assembly(let a):
            let name = Self.lastComponent(a)
            return visible.contains { reachable.groups[$0].contains(name) }
        }
    }

    private static func lastComponent(_ name: String) -> String {
        name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// The app's Assemblers, each as the assemblies it applies, and per
    /// assembly the Assemblers applying it: a factory of an assembly finds
    /// what an Assembler applying it applies. (The union per assembly,
    /// made for each, grew with the square of an Assembler's list.)
    struct AssemblerReach {
        var groups: [Set<String>] = []
        var applying: [String: [Int]] = [:]

        /// Whether some Assembler applies both.
        func together(_ a: String, _ b: String) -> Bool {
            applying[a]?.contains { groups[$0].contains(b) } ?? false
        }
    }

    /// `reachable`: the Assemblers; none unless Wiring can tell what fills
    /// every Assembler. Assemblers are told apart by the names they are
    /// bound to (two of one name count as one: each sees what both apply).
    static func reachableAssemblies(_ files: [SwinjectFileGraphPart]) -> AssemblerReach {
        guard !files.contains(where: \.model.opensAssemblies) else { return AssemblerReach() }
        var named: [String: Set<String>] = [:]
        var unnamed: [Set<String>] = []
        for f in files {
            for fill in f.model.assemblerFills where !fill.applies {
                let types = Set(fill.types.map(lastComponent))
                if fill.name.isEmpty { unnamed.append(types) } else { named[fill.name, default: []].formUnion(types) }
            }
        }
        for f in files {
            for fill in f.model.assemblerFills where fill.applies {
                // applied to an Assembler not made here: filled elsewhere too
                guard named[fill.name] != nil else { return AssemblerReach() }
                named[fill.name]!.formUnion(fill.types.map(lastComponent))
            }
        }
        // in a fixed order (the groups' places are what `applying` holds)
        var out = AssemblerReach()
        out.groups = (named.keys.sorted().map { named[$0]! } + unnamed).filter { !$0.isEmpty }
        for (g, group) in out.groups.enumerated() {
            for n in group { out.applying[n, default: []].append(g) }
        }
        return out
    }

    /// The hint of a resolve whose type is registered only in containers
    /// its factory's resolver does not reach: where the first one is.
    private static func unreachableHint(_ e: Entry) -> String {
        switch e.origin {
        case .assembly(let a): return "registered only by '\(a)', which no Assembler applying this factory's assembly applies"
        default: return "registered only in a container '\(e.owner)' makes for itself, which this factory's resolver does not look in"
        }
    }

    /// What is wrong with `uses[i]`, if anything (read in place: the use is
    /// copied into the problem only then, and most uses are fine).
    /// `visible`: the Assemblers whose assemblies' registrations it can find (`visibleAssemblies`), nil for all.
    /// `factoryContainer`: the container of the registration whose factory makes it, where Wiring can name it.
    private func problem(_ uses: [SwinjectFileModel.Use], _ i: Int, _ key: SwinjectNameTable.Key,
                         visible: [Int]? = nil, container factoryContainer: String? = nil) -> Problem? {
        if builtInIDs.contains(key.exact) { return nil }
        var range = candidates(key)
        if range.isEmpty, let aliased = aliasedCandidates(uses[i].target) { range = aliased }
        if range.isEmpty, let registeredAs = aliasesNaming[uses[i].target] {
            for a in registeredAs {
                let r = candidates(names.existingKey(a))
                if !r.isEmpty { range = r; break }
            }
        }
        if range.isEmpty { return .unregistered(uses[i], hint: hint(for: uses[i].target)) }
        // where it looks, where Wiring can tell: on its factory's resolver, the assemblies its
        // assembly's Assemblers apply, else the container its factory is made in or it names
        let assemblies = uses[i].elsewhere ? nil : visible
        let asked = assemblies != nil ? nil : uses[i].elsewhere || factoryContainer == nil
            ? Self.container(uses[i].containerID, made: madeContainers) : factoryContainer
        func reaches(_ j: Int) -> Bool {
            if let assemblies { return inAssemblies(Int(found[j]), assemblies) }
            if let asked { return inContainer(Int(found[j]), asked) }
            return true
        }
        if assemblies != nil || asked != nil, !range.contains(where: reaches) {
            return .unregistered(uses[i], hint: assemblies != nil ? Self.unreachableHint(entries[Int(found[range.first!])])
                                                                  : "registered only in other containers than the one this resolve asks")
        }
        if case .dynamic = uses[i].name { return nil }
        let name = uses[i].name.key, arguments = uses[i].arguments
        // another test's registrations are in another container: not compared
        // (when only they are there, all are, as before)
        let test = uses[i].testMethod
        let scoped = test != nil && range.contains { !entries[Int(found[$0])].meets(test) }
            && range.contains { entries[Int(found[$0])].meets(test) }
        func considered(_ j: Int) -> Bool { (!scoped || entries[Int(found[j])].meets(test)) && reaches(j) }
        // most uses find a fitting entry: told without collecting any
        var named = false, allHaveArity = true, fits = false, literallyNamed = name == nil
        for j in range where considered(j) {
            let e = Int(found[j])
            let match = entries[e].matches(name, nilable: nilableNames)
            guard match != .different else { continue }
            named = true
            if match == .same { literallyNamed = true }
            if let a = entries[e].arity { fits = fits || a == arguments } else { allHaveArity = false }
        }
        if !named {
            let names = Set(range.filter(considered).compactMap { entries[Int(found[$0])].key.name }).sorted()
            if name == nil {
                return .unregistered(uses[i], hint: "registered only with the names "
                                     + names.map(SwinjectDeclFacts.Name.shown).joined(separator: ", "))
            }
            let fitting = Set(range.filter(considered).compactMap { j -> String? in
                let e = entries[Int(found[j])]
                return e.arity == nil || e.arity == arguments ? e.key.name : nil
            }).sorted()
            return .namedMissing(uses[i], names: names, fitting: fitting)
        }
        if !literallyNamed { return .namedOnlyDynamically(uses[i]) }
        // a deferred use resolves later with no arguments of its own
        guard uses[i].deferredTarget == nil, allHaveArity, !fits else {
            return fits && uses[i].deferredTarget == nil ? argumentTypesProblem(uses, i, range.filter(considered)) : nil
        }
        let arities = range.filter(considered).compactMap {
            entries[Int(found[$0])].answers(name, nilable: nilableNames) ? entries[Int(found[$0])].arity : nil
        }
        return .argumentCount(uses[i], registered: Array(Set(arities)).sorted())
    }


    /// The standard types a literal argument can be told from: a
    /// registration's parameter of another type (an alias, say) is not compared.
    static let literalComparable: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "CGFloat", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Character", "Substring", "Float80", "Decimal",
    ]

    /// A resolve whose literal arguments' types no registration of that
    /// arity takes: Swinject's key holds the factory's argument types, so
    /// `resolve(T.self, argument: "5")` never finds `{ (r, id: Int) in … }`.
    /// Told only where every argument is a literal and every fitting
    /// registration's types are annotated standard types.
    private func argumentTypesProblem(_ uses: [SwinjectFileModel.Use], _ i: Int, _ range: [Int]) -> Problem? {
        let passed = uses[i].argumentTypes
        guard !passed.isEmpty, !passed.contains(""), passed.count == uses[i].arguments else { return nil }
        let name = uses[i].name.key
        var registered: [[String]] = []
        for j in range {
            let e = entries[Int(found[j])]
            guard e.answers(name, nilable: nilableNames), e.arity == passed.count else { continue }
            let types = e.argumentTypes
            // a registration whose types Wiring cannot tell may be the one found
            guard types.count == passed.count else { return nil }
            var differs = false
            for k in passed.indices {
                if passed[k] == "?" {
                    // an optional passed (`self?.item`): found only by an optional parameter
                    let t = types[k]
                    if t.isEmpty || t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<") || t == "Any" { return nil }
                    differs = true
                } else {
                    guard Self.literalComparable.contains(types[k]) else { return nil }
                    if types[k] != passed[k] { differs = true }
                }
            }
            if !differs { return nil }
            if !registered.contains(types) { registered.append(types) }
        }
        return registered.isEmpty ? nil : .argumentTypes(uses[i], registered: registered)
    }

    /// The entries a resolve of a type alias finds: those of the type it
    /// names, through aliases of aliases (nil when `type` is no alias).
    private func aliasedCandidates(_ type: String) -> Range<Int>? {
        guard !aliases.isEmpty else { return nil }
        var t = type
        for _ in 0..<8 {
            guard let next = aliases[t] else { return nil }
            let range = candidates(names.existingKey(next))
            if !range.isEmpty { return range }
            t = next
        }
        return nil
    }

    /// "did you mean": a registered type the missing one implements, or a
    /// registered type implementing the missing one.
    private func hint(for type: String) -> String? {
        for p in types.inherited(by: type) where !candidates(p).isEmpty {
            return "'\(p)' is registered, and '\(type)' implements it: resolve '\(p)', or add .implements(\(type).self)"
        }
        // the first by name of the registered types that implement it
        let best = types.implementers(of: type).first { !candidates($0).isEmpty }
        return best.map { "'\($0)' is registered and implements '\(type)': add .implements(\(type).self) to its registration" }
    }

    // MARK: Cycles

    /// Construction edges: a registration to the registrations a resolve of
    /// its factory finds (not deferred). A cycle of them recurses until
    /// Swinject aborts. Completion edges (`initCompleted`) close a cycle
    /// only when a type on it is `.transient`: each resolve makes another.
    private mutating func checkCycles() {
        var edges: [(from: Int, to: Int)] = []
        // per edge, the use making it: its place (copied only into a cycle
        // found), an `initCompleted` resolve's index complemented (`~i`)
        var edgeUse: [(entry: Int32, use: Int32)] = []
        var completion: [Bool] = []
        for k in entries.indices {
            for isCompletion in [false, true] {
                let list = isCompletion ? entries[k].completionResolves : entries[k].resolves
                let keys = isCompletion ? entries[k].completionKeys : entries[k].resolveKeys
                // not deferred: the type is the target its key looks up (nor made in a
                // closure the factory hands on, which runs later)
                // (nor one finding what its factory just registered for it, which no cycle passes)
                for i in list.indices where list[i].deferredTarget == nil && !list[i].inClosure && !list[i].afterOwnRegistration {
                    let name = list[i].name.key, arguments = list[i].arguments
                    for j in candidates(keys[i]) {
                        let t = Int(found[j])
                        guard entries[t].matches(name, nilable: nilableNames) == .same
                            && (entries[t].arity ?? arguments) == arguments && entries[t].meets(entries[k].testMethod)
                        else { continue }
                        // `outer.register(T.self) { _ in inner.resolve(T.self)! }`: another
                        // container's T, not this factory again (which would never return)
                        if t == k && list[i].elsewhere { continue }
                        edges.append((k, t))
                        edgeUse.append((Int32(k), isCompletion ? ~Int32(i) : Int32(i)))
                        completion.append(isCompletion)
                    }
                }
            }
        }
        let graph = Digraph(nodeCount: entries.count, edges: edges)
        var reported: Set<[Int]> = []
        // construction only
        for component in graph.cyclicComponents(following: { !completion[$0.index] }) {
            reported.insert(component)
            report(component, graph, edgeUse, transient: nil) { !completion[$0.index] }
        }
        // with initCompleted: a cycle holding a transient type never ends
        // (without initCompleted edges, the cycles are those above)
        guard completion.contains(true) else { return }
        for component in graph.cyclicComponents() where !reported.contains(component) {
            guard let t = component.first(where: { entries[$0].scope == "transient" }) else { continue }
            report(component, graph, edgeUse, transient: entries[t].key.type) { _ in true }
        }
    }

    private mutating func report(_ component: [Int], _ graph: Digraph, _ edgeUse: [(entry: Int32, use: Int32)],
                                 transient: String?, following: (Digraph.Edge) -> Bool) {
        let within = Set(component)
        guard let cycle = graph.shortestCycle(through: component[0], within: within, following: following) else { return }
        let uses = cycle.map { edge in
            let (k, i) = edgeUse[edge.index]
            return i < 0 ? entries[Int(k)].completionResolves[Int(~i)] : entries[Int(k)].resolves[Int(i)]
        }
        problems.append(.cycle(uses, types: cycle.map { entries[$0.from].key.type } + [entries[component[0]].key.type],
                               transient: transient))
    }

    // MARK: Duplicates and captives

    /// What Swinject keys a registration by: two with one key replace each
    /// other. The type by its id (the first of the entry's `nameIDs`); the
    /// runtime arguments' types as annotated (`(String)` and `(Int)` are two
    /// keys), or nil where Wiring cannot tell them all.
    private struct RegistrationKey: Hashable {
        var type: Int32
        var name: String?
        var arity: Int
        var argumentTypes: [String]?
        /// Two tests' registrations go into two containers.
        var testMethod: String?
        /// The scope declaring the type registered bare (`nestedTypes`), nil for a type of no scope.
        var scope: String?
    }

    private mutating func checkDuplicates() {
        // each key's registrations so far, in order
        var seen: [RegistrationKey: [Int]] = [:]
        seen.reserveCapacity(entries.count)
        for k in entries.indices {
            guard !entries[k].dynamicName, let arity = entries[k].arity else { continue }
            let types = entries[k].argumentTypes
            let id = RegistrationKey(type: entries[k].nameIDs[0], name: entries[k].key.name, arity: arity,
                                     argumentTypes: types.count == arity && !types.contains("") ? types : nil,
                                     testMethod: entries[k].testMethod,
                                     scope: entries[k].scopes.first { nestedTypes.contains($0 + "." + entries[k].key.type) })
            guard seen[id] != nil else {
                seen[id] = [k]
                continue
            }
            // read in place, then added to (a copy held across the append would copy the list each time)
            let first = seen[id]![0]
            // the same @Injectable registered by two register(in:) calls of one container counts too
            // (made in different branches of one conditional: never both)
            let replaced = seen[id]!.first {
                entries[$0].container == entries[k].container && !Self.exclusive(entries[$0], entries[k])
            }
            seen[id]!.append(k)
            if let replaced {
                problems.append(.duplicate(first: entries[replaced], later: entries[k], sameContainer: true))
            } else if entries[first].container == entries[k].container || separate(entries[first], entries[k]) {
                continue
            } else if let firstApplied = appliedFirst(entries[first], entries[k]) {
                let (a, b) = firstApplied ? (first, k) : (k, first)
                problems.append(.duplicate(first: entries[a], later: entries[b], sameContainer: false, assembler: true))
            } else {
                problems.append(.duplicate(first: entries[first], later: entries[k], sameContainer: false))
            }
        }
    }

    /// Whether two registrations are made in containers that are never one:
    /// two the code made itself (`let c = Container()`) in different
    /// places, or one of those and an Assembler's, or two Assemblers' that
    /// apply none of the same assemblies (`reachable`).
    private func separate(_ a: Entry, _ b: Entry) -> Bool {
        if let x = Self.container(a.containerID, made: madeContainers), let y = Self.container(b.containerID, made: madeContainers) {
            return x != y
        }
        switch (a.origin, b.origin) {
        case (.fresh, .fresh): return a.container != b.container
        case (.fresh, .assembly(let x)), (.assembly(let x), .fresh): return reachable.applying[Self.lastComponent(x)] != nil
        case (.assembly(let x), .assembly(let y)):
            let (a, b) = (Self.lastComponent(x), Self.lastComponent(y))
            guard reachable.applying[a] != nil, reachable.applying[b] != nil else { return false }
            return !reachable.together(a, b)
        default: return false
        }
    }

    /// Two registrations of one declaration (its `container` says which) in
    /// different branches of one of its conditionals.
    static func exclusive(_ a: Entry, _ b: Entry) -> Bool {
        guard a.anchor.file == b.anchor.file, a.anchor.decl == b.anchor.decl else { return false }
        for x in a.branches { for y in b.branches where x >> 8 == y >> 8 && x != y { return true } }
        return false
    }

    /// Whether `a`'s assembly is applied before `b`'s by one `Assembler([…])`
    /// that applies both to its container (then `b`'s registration replaces
    /// `a`'s); nil when no list holds both.
    /// The first assembly (index, in path order) of those sharing the most
    /// folders with `path`: the deepest of its folders holding one.
    func nearestAssembly(to path: String) -> Int {
        for f in Self.folders(of: path).reversed() { if let k = assemblyByFolder[f] { return k } }
        return 0
    }

    /// The folders enclosing `path`, outermost first: `/a`, `/a/b` for `a/b/c.swift`.
    static func folders(of path: String) -> [String] {
        var folders: [String] = []
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            folders.append(folder)
        }
        return folders
    }

    private func appliedFirst(_ a: Entry, _ b: Entry) -> Bool? {
        guard a.owner != b.owner || a.anchor.file != b.anchor.file, !assemblerGroups.isEmpty else { return nil }
        for group in assemblerGroups {
            guard let i = position(of: a, in: group), let j = position(of: b, in: group), i != j else { continue }
            return i < j
        }
        return nil
    }

    /// Where a registration's assembly is in `group`: its name as the
    /// group's file sees it (an assembly of that name declared there is the
    /// one meant; a file-private one elsewhere is not visible there).
    private func position(of e: Entry, in group: SwinjectFileModel.AssemblerGroup) -> Int? {
        guard let i = group.names.firstIndex(of: e.owner) else { return nil }
        if e.anchor.file == group.file { return i }
        let sameName = assemblies.filter { $0.name == e.owner }
        if sameName.contains(where: { $0.assemble.file == group.file }) { return nil }
        let own = sameName.first { $0.assemble.file == e.anchor.file }
        return own?.isFilePrivate == true ? nil : i
    }

    private mutating func checkCaptives() {
        for k in entries.indices where entries[k].scope == "container" {
            let resolves = entries[k].resolves, keys = entries[k].resolveKeys
            for i in resolves.indices where resolves[i].deferredTarget == nil && !resolves[i].inClosure {
                let name = resolves[i].name.key
                for j in candidates(keys[i]) where entries[Int(found[j])].matches(name, nilable: nilableNames) == .same
                    && entries[Int(found[j])].meets(entries[k].testMethod) {
                    let t = Int(found[j])
                    let s = entries[t].scope
                    // a value is copied into its holder: Swinject ignores its scope, and nothing is shared
                    if (s == "transient" || s == "weak") && !valueTypes.contains(entries[t].instanceType) {
                        problems.append(.captive(holder: entries[k], use: resolves[i], capturedScope: s))
                        break
                    }
                }
            }
        }
    }
}

/// A file's model and its registrations as graph entries: made once when
/// the file's model changes, shared by every graph (and rebuild) holding it.
final class SwinjectFileGraphPart {
    let model: SwinjectFileModel
    /// Its registrations as entries, with their name ids.
    let entries: [SwinjectGraph.Entry]
    /// How each of `model.uses` is looked up.
    let useKeys: [SwinjectNameTable.Key]
    /// Per `@Injectable` type: the names its entries are found under, and
    /// how its dependencies are looked up.
    let injectableNameIDs: [[Int32]]
    let injectableKeys: [[SwinjectNameTable.Key]]
    /// The type id of each `register(in:)` call.
    let registersInTypeIDs: [Int32]
    /// When all the file has are calls of other names than `resolve`
    /// given a metatype (`SwinjectFileModel.Use.method`) and calls of
    /// other `register`s (`helperCalls`: UIKit's, an app's own): their
    /// names. Such a file is Swinject's only where the app has a resolve
    /// helper or a forwarding `register` of one of them.
    let onlyCallsOf: Set<String>?
    /// Per assembly of the model, the folders enclosing its file
    /// (`SwinjectGraph.folders(of:)`): listed once, not on every rebuild.
    let assemblyFolders: [[String]]

    init(_ model: SwinjectFileModel, names: SwinjectNameTable) {
        self.model = model
        assemblyFolders = model.assemblies.map { SwinjectGraph.folders(of: $0.assemble.file) }
        var rest = model
        rest.uses = []
        rest.helperCalls = []
        onlyCallsOf = rest.isEmpty && model.uses.allSatisfy({ !$0.method.isEmpty })
            ? Set(model.uses.map(\.method) + model.helperCalls.map(\.method)) : nil
        entries = model.registrations.map { Self.entry($0, names: names) }
        useKeys = model.uses.map { names.key($0.target) }
        injectableNameIDs = model.injectables.map { i in
            ([i.type] + SwinjectGraph.qualifiedSuffixes(i.type)).map(names.intern)
        }
        injectableKeys = model.injectables.map { $0.dependencies.map { names.key($0.target) } }
        registersInTypeIDs = model.registersIn.map { names.intern($0.type) }
    }

    static func entry(_ r: SwinjectFileModel.Registration, names: SwinjectNameTable) -> SwinjectGraph.Entry {
        let e = SwinjectGraph.Entry(key: .init(type: r.type, name: r.name.key), arity: r.arity, scope: r.scope,
                                    implements: r.implements, container: r.container, owner: r.owner, anchor: r.anchor,
                                    resolves: r.resolves, completionResolves: r.completionResolves, injectable: false)
        if case .dynamic = r.name { e.dynamicName = true }
        e.argumentTypes = r.argumentTypes
        e.branches = r.branches
        e.testMethod = r.testMethod
        e.constructs = r.constructs
        e.origin = r.origin
        e.containerID = r.containerID
        e.scopes = r.scopes
        e.nameIDs = SwinjectGraph.lookupNames(e).map(names.intern)
        e.resolveKeys = r.resolves.map { names.key($0.target) }
        e.completionKeys = r.completionResolves.map { names.key($0.target) }
        return e
    }
}

/// Type names as small integers, for every graph of the workspace: a part
/// interns the names of its file once, and each rebuild looks entries up
/// by id. Names stay once interned (a few bytes each; a session's typing
/// adds a few thousand at most).
final class SwinjectNameTable {
    /// How a use is looked up: its type, the generic type it specializes
    /// (`G` of `G<T>`), and else: of a qualified use (`Module.T`), its last
    /// component as registered unqualified (`T`); of an unqualified one,
    /// the types registered qualified that end in it; -1 where there is none.
    struct Key: Equatable {
        var exact: Int32
        var base: Int32
        var last: Int32
    }

    private var ids: [String: Int32] = [:]
    var count: Int { ids.count }

    func intern(_ name: String) -> Int32 {
        if let id = ids[name] { return id }
        let id = Int32(ids.count)
        ids[name] = id
        return id
    }

    func id(_ name: String) -> Int32? { ids[name] }

    func key(_ type: String) -> Key {
        Key(exact: intern(type), base: type.firstIndex(of: "<").map { intern(String(type[..<$0])) } ?? -1,
            last: intern(SwinjectGraph.fallbackName(type)))
    }

    /// The key of a type named after the parts were made (navigation,
    /// hints): names no part interned find nothing.
    func existingKey(_ type: String) -> Key {
        Key(exact: id(type) ?? -1, base: type.firstIndex(of: "<").flatMap { id(String(type[..<$0])) } ?? -1,
            last: id(SwinjectGraph.fallbackName(type)) ?? -1)
    }
}

/// The types an app's Swinject files declare and what each inherits (the
/// first declaration of a name, in path order), looked up both ways, each
/// answer made when first asked: most rebuilds never ask, and a removed
/// registration asks the same question once per resolve it leaves unanswered.
final class TypeHierarchy {
    private let files: [SwinjectFileGraphPart]
    private var inheritedCache: [String: [String]] = [:]
    private var implementersCache: [String: [String]] = [:]

    init(_ files: [SwinjectFileGraphPart]) { self.files = files }

    /// What `type` declares it inherits.
    func inherited(by type: String) -> [String] {
        if let hit = inheritedCache[type] { return hit }
        let found = files.lazy.compactMap { $0.model.types[type] }.first ?? []
        inheritedCache[type] = found
        return found
    }

    /// The types that declare they inherit `type`, by name.
    func implementers(of type: String) -> [String] {
        if let hit = implementersCache[type] { return hit }
        var found: Set<String> = []
        for f in files {
            for (t, list) in f.model.types where list.contains(type) && !found.contains(t) && inherited(by: t).contains(type) {
                found.insert(t)
            }
        }
        let sorted = found.sorted()
        implementersCache[type] = sorted
        return sorted
    }
}
