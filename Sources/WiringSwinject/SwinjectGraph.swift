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
    struct Entry {
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
        /// Registered under a name that is not a literal: any name, as far as Wiring can tell.
        var dynamicName = false

        func answers(_ name: String?) -> Bool { dynamicName || key.name == name }
    }

    enum Problem {
        /// Nothing registered under the use's type (and name).
        case unregistered(SwinjectFileModel.Use, hint: String?)
        /// Registered, but only under other names.
        case namedMissing(SwinjectFileModel.Use, names: [String])
        /// Registered with other runtime argument counts.
        case argumentCount(SwinjectFileModel.Use, registered: [Int])
        /// A construction cycle: the uses along it, the last closing it;
        /// `transient` names a `.transient` type on an `initCompleted` cycle.
        case cycle([SwinjectFileModel.Use], types: [String], transient: String?)
        case duplicate(first: Entry, later: Entry, sameContainer: Bool)
        case captive(holder: Entry, use: SwinjectFileModel.Use, capturedScope: String)
        case neverRegistered(SwinjectFileModel.Injectable)
    }

    /// The app (its name, for messages when a workspace holds several).
    let app: UpdateContext.App
    let entries: [Entry]
    let open: [SwinjectFileModel.Open]
    /// The app's assemblies, by path then position.
    let assemblies: [SwinjectFileModel.Assembly]
    let injectableTypes: Set<String>
    /// The types the app's Swinject files declare, with what they inherit.
    let types: TypeHierarchy
    /// The resolves made outside registrations (and the macros' injected
    /// properties), file by file (navigation flattens them; a rebuild does not copy them).
    var uses: [SwinjectFileModel.Use] { files.flatMap(\.model.uses) }
    /// The files the graph is made of.
    private let files: [SwinjectFileGraphPart]
    private(set) var problems: [Problem] = []
    private var byType: [String: [Int]] = [:]

    /// `types`: the hierarchy of these files' types (one kept across
    /// rebuilds while no file's types change keeps its answers).
    init(app: UpdateContext.App, files: [SwinjectFileGraphPart], types: TypeHierarchy? = nil) {
        self.app = app
        var entries: [Entry] = []
        entries.reserveCapacity(files.reduce(0) { $0 + $1.entries.count })
        var registeredIn: Set<String> = []
        var discovers = false
        var open: [SwinjectFileModel.Open] = []
        for f in files {
            entries += f.entries
            for c in f.model.registersIn { registeredIn.insert(c.type) }
            discovers = discovers || f.model.discovers
            open += f.model.open
        }
        // an @Injectable type is registered where its register(in:) is called
        var calls: [String: [SwinjectFileModel.Call]] = [:]
        for f in files { for c in f.model.registersIn { calls[c.type, default: []].append(c) } }
        var unregistered: [SwinjectFileModel.Injectable] = []
        for f in files {
            let injectables = f.model.injectables
            for i in injectables.indices {
                let type = injectables[i].type
                let made = calls[type] ?? []
                if made.isEmpty && !discovers { unregistered.append(injectables[i]); continue }
                for c in made.isEmpty ? [SwinjectFileModel.Call(type: type, anchor: injectables[i].anchor, owner: "")] : made {
                    // its dependencies are resolved where register(in:) is called
                    let deps = injectables[i].dependencies.map { u -> SwinjectFileModel.Use in
                        var u = u
                        u.owner = c.owner
                        return u
                    }
                    entries.append(Entry(key: Key(type: type, name: injectables[i].name.literal), arity: 0,
                                         scope: injectables[i].scope, implements: [],
                                         container: c.container, owner: c.owner.isEmpty ? type : c.owner,
                                         anchor: c.anchor, resolves: deps, completionResolves: [], injectable: true))
                }
            }
        }
        self.entries = entries
        self.open = open
        self.files = files
        assemblies = files.flatMap(\.model.assemblies)
        injectableTypes = Set(files.flatMap { $0.model.injectables.map(\.type) })
        byType.reserveCapacity(entries.count * 2)
        var k = 0
        for f in files {
            // the files' entries first, each under the names its part worked out once
            for names in f.lookupNames {
                for t in names { byType[t, default: []].append(k) }
                k += 1
            }
        }
        for e in entries[k...] {
            for t in Self.lookupNames(e) { byType[t, default: []].append(k) }
            k += 1
        }
        self.types = types ?? TypeHierarchy(files)
        check()
        problems += unregistered.map { .neverRegistered($0) }
    }

    /// The names an entry is found under: its type and what it implements,
    /// each also as its last component (`Module.T` and `T` are one type as
    /// far as Wiring can tell).
    static func lookupNames(_ e: Entry) -> [String] {
        var out: [String] = []
        for t in CollectionOfOne(e.key.type) + e.implements {
            out.append(t)
            if let last = lastComponent(t) { out.append(last) }
        }
        return out
    }

    /// `T` of a qualified `Module.T` (not of a generic type), else nil.
    static func lastComponent(_ type: String) -> String? {
        guard let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")), !type.utf8.contains(UInt8(ascii: "<")) else { return nil }
        let last = type[type.utf8.index(after: dot)...]
        return last.isEmpty ? nil : String(last)
    }

    /// The entries a use can find: those of its type (or implementing it).
    func candidates(_ type: String) -> [Int] {
        if let hit = byType[type] { return hit }
        // `register(G.self) { … G(…) }` registers the specialization Swift infers from the factory
        if let open = type.firstIndex(of: "<"), let hit = byType[String(type[..<open])] { return hit }
        if let last = Self.lastComponent(type) { return byType[last] ?? [] }
        return []
    }

    private mutating func check() {
        // the resolves outside factories, then each factory's: no combined copy
        // by index, into a non-mutating check: iterating copies each use,
        // every field retained
        var found: [Problem] = []
        for f in files {
            let uses = f.model.uses
            for i in uses.indices { if let p = problem(uses, i) { found.append(p) } }
        }
        for k in entries.indices {
            let resolves = entries[k].resolves, completion = entries[k].completionResolves
            for i in resolves.indices { if let p = problem(resolves, i) { found.append(p) } }
            for i in completion.indices { if let p = problem(completion, i) { found.append(p) } }
        }
        problems += found
        checkCycles()
        checkDuplicates()
        checkCaptives()
    }

    private static let builtIns: Set<String> = ["Resolver", "Container", "Swinject.Resolver", "Swinject.Container"]

    /// What is wrong with `uses[i]`, if anything (read in place: the use is
    /// copied into the problem only then, and most uses are fine).
    private func problem(_ uses: [SwinjectFileModel.Use], _ i: Int) -> Problem? {
        let target = uses[i].target
        if Self.builtIns.contains(target) { return nil }
        let all = candidates(target)
        if all.isEmpty { return .unregistered(uses[i], hint: hint(for: target)) }
        if case .dynamic = uses[i].name { return nil }
        let name = uses[i].name.literal
        let named = all.filter { entries[$0].answers(name) }
        if named.isEmpty {
            let names = Set(all.compactMap { entries[$0].key.name }).sorted()
            if name == nil {
                return .unregistered(uses[i], hint: "registered only with the names " + names.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return .namedMissing(uses[i], names: names)
        }
        // a deferred use resolves later with no arguments of its own
        guard uses[i].deferredTarget == nil else { return nil }
        let arities = named.compactMap { entries[$0].arity }
        if arities.count == named.count, !arities.contains(uses[i].arguments) {
            return .argumentCount(uses[i], registered: Array(Set(arities)).sorted())
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
        var edgeUse: [SwinjectFileModel.Use] = []
        var completion: [Bool] = []
        for k in entries.indices {
            for isCompletion in [false, true] {
                let list = isCompletion ? entries[k].completionResolves : entries[k].resolves
                for i in list.indices where list[i].deferredTarget == nil {
                    let name = list[i].name.literal, arguments = list[i].arguments
                    for t in candidates(list[i].type) where entries[t].key.name == name && !entries[t].dynamicName
                        && (entries[t].arity ?? arguments) == arguments {
                        edges.append((k, t))
                        edgeUse.append(list[i])
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
        for component in graph.cyclicComponents() where !reported.contains(component) {
            guard let t = component.first(where: { entries[$0].scope == "transient" }) else { continue }
            report(component, graph, edgeUse, transient: entries[t].key.type) { _ in true }
        }
    }

    private mutating func report(_ component: [Int], _ graph: Digraph, _ edgeUse: [SwinjectFileModel.Use], transient: String?,
                                 following: (Digraph.Edge) -> Bool) {
        let within = Set(component)
        guard let cycle = graph.shortestCycle(through: component[0], within: within, following: following) else { return }
        problems.append(.cycle(cycle.map { edgeUse[$0.index] }, types: cycle.map { entries[$0.from].key.type } + [entries[component[0]].key.type],
                               transient: transient))
    }

    // MARK: Duplicates and captives

    /// What Swinject keys a registration by: two with one key replace each other.
    private struct RegistrationKey: Hashable {
        var key: Key
        var arity: Int
    }

    private mutating func checkDuplicates() {
        var seen: [RegistrationKey: Int] = [:]
        seen.reserveCapacity(entries.count)
        for k in entries.indices {
            guard !entries[k].dynamicName, let arity = entries[k].arity else { continue }
            let id = RegistrationKey(key: entries[k].key, arity: arity)
            if let first = seen[id] {
                // the same @Injectable registered by two register(in:) calls of one container counts too
                problems.append(.duplicate(first: entries[first], later: entries[k],
                                           sameContainer: entries[first].container == entries[k].container))
            } else {
                seen[id] = k
            }
        }
    }

    private mutating func checkCaptives() {
        for k in entries.indices where entries[k].scope == "container" {
            let resolves = entries[k].resolves
            for i in resolves.indices where resolves[i].deferredTarget == nil {
                let name = resolves[i].name.literal
                for t in candidates(resolves[i].type) where entries[t].key.name == name {
                    let s = entries[t].scope
                    if s == "transient" || s == "weak" {
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
    let entries: [SwinjectGraph.Entry]
    /// Per entry, the names a graph finds it under (`SwinjectGraph.lookupNames`).
    let lookupNames: [[String]]

    init(_ model: SwinjectFileModel) {
        self.model = model
        entries = model.registrations.map { r in
            var e = SwinjectGraph.Entry(key: .init(type: r.type, name: r.name.literal), arity: r.arity, scope: r.scope,
                                        implements: r.implements, container: r.container, owner: r.owner, anchor: r.anchor,
                                        resolves: r.resolves, completionResolves: r.completionResolves, injectable: false)
            if case .dynamic = r.name { e.dynamicName = true }
            return e
        }
        lookupNames = entries.map(SwinjectGraph.lookupNames)
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
