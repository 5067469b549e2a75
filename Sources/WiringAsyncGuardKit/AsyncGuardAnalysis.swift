import WiringAnalysis

/// A type as its tasks need it: the lifetimes and sets it stores, what its
/// `deinit` cancels, whether it is main-actor isolated. Read from the type's
/// own declaration (stored properties and `deinit` cannot be in extensions).
struct LifetimeOwner: Equatable, Sendable {
    var file: String
    var decl: DeclID
    var name: String
    var isReferenceType: Bool
    var isMainActor: Bool
    var lifetimes: [String]
    var sets: [String]
    var cancelled: [String]
    /// The `deinit`, when it has one.
    var deinitDecl: DeclID?

    func anchor(_ role: AnchorRole) -> Anchor { Anchor(file: file, decl: decl, role: role) }
}

/// One declaration's facts, with the type its code runs in.
struct AsyncGuardSite: Equatable, Sendable {
    var decl: Int
    var declID: DeclID
    /// The declaration's name, when it is a function (what a call names), else "".
    var functionName: String
    /// The enclosing type's name (an extension's extended type), "" at file level.
    var ownerName: String
    var facts: [AsyncGuardFact]
}

/// What one file holds for AsyncGuardKit.
struct AsyncGuardFileModel: Equatable, Sendable {
    var owners: [LifetimeOwner] = []
    var sites: [AsyncGuardSite] = []
    /// The literal single-flight keys it uses.
    var keys: Set<String> = []

    var isEmpty: Bool { owners.isEmpty && sites.isEmpty }

    init(path: String, facts: FileFacts, qualifiedNames: QualifiedNames, library: Int) {
        // by index: `for d in decls` copies each declaration (and retains its every field)
        let decls = facts.decls
        for i in decls.indices where !decls[i].libraryFacts.isEmpty {
            let mine = AsyncGuardCoding.facts(facts.libraryFact(of: i, library: library))
            guard mine.contains(where: { $0.kind != .storesLifetime && $0.kind != .storesCancellables && $0.kind != .cancelsInDeinit })
            else { continue }
            sites.append(AsyncGuardSite(decl: i, declID: decls[i].id, functionName: decls[i].kind == .func ? decls[i].name : "",
                                        ownerName: Self.ownerName(of: i, facts, qualifiedNames), facts: mine))
            for f in mine where f.kind == .singleFlightKey { keys.insert(f.text(0)) }
        }
        // the types that own lifetimes or sets, and those whose code here has tasks
        let running = Set(sites.map(\.ownerName))
        for i in decls.indices {
            let kind = decls[i].kind
            guard kind.isTypeLike, kind != .extension, kind != .protocol else { continue }
            var owner = LifetimeOwner(file: path, decl: decls[i].id, name: qualifiedNames[i].isEmpty ? decls[i].name : qualifiedNames[i],
                                      isReferenceType: kind == .class || kind == .actor,
                                      isMainActor: decls[i].attributes.contains { $0.name == "MainActor" },
                                      lifetimes: [], sets: [], cancelled: [])
            var m = i + 1
            while m < Int(decls[i].subtreeEnd) {
                let end = Int(decls[m].subtreeEnd)
                defer { m = end > m ? end : m + 1 }
                guard Int(decls[m].parent) == i else { continue }
                let memberKind = decls[m].kind
                if memberKind == .var || memberKind == .let, !decls[m].modifiers.contains("static") {
                    let stored = AsyncGuardCoding.facts(facts.libraryFact(of: m, library: library))
                    if stored.contains(where: { $0.kind == .storesLifetime }) { owner.lifetimes.append(decls[m].name) }
                    if stored.contains(where: { $0.kind == .storesCancellables }) { owner.sets.append(decls[m].name) }
                } else if memberKind == .deinit {
                    owner.deinitDecl = decls[m].id
                    let deinitFacts = AsyncGuardCoding.facts(facts.libraryFact(of: m, library: library))
                    owner.cancelled = deinitFacts.filter { $0.kind == .cancelsInDeinit }.flatMap(\.texts)
                }
            }
            if !owner.lifetimes.isEmpty || !owner.sets.isEmpty || running.contains(owner.name) { owners.append(owner) }
        }
    }

    static func isCancellableSet(_ text: String) -> Bool {
        text.hasPrefix("Set<AnyCancellable>") || text.hasPrefix("Set<AsyncGuardKit.AnyCancellable>")
    }

    private static func ownerName(of i: Int, _ facts: FileFacts, _ qualifiedNames: QualifiedNames) -> String {
        var p = Int(facts.decls[i].parent)
        if facts.decls[i].kind.isTypeLike { p = i }
        while p >= 0 {
            let d = facts.decls[p]
            if d.kind == .extension { return d.name }
            if d.kind.isTypeLike { return qualifiedNames[p].isEmpty ? d.name : qualifiedNames[p] }
            p = Int(d.parent)
        }
        return ""
    }
}

/// AsyncGuardKit on the incremental workspace: one unit per file. A file's
/// findings read the owners of the types its code runs in (by name, from
/// any file) and the other uses of its single-flight keys, so a change to
/// an owner or a key re-checks the files that read it.
final class AsyncGuardAnalysis: LibraryAnalysis {
    static let fileUnit: UInt8 = 0

    private var models: [Int32: AsyncGuardFileModel] = [:]
    private var paths: [Int32: String] = [:]
    private var ownersByName: [String: [Int32]] = [:]
    private var readersByOwner: [String: Set<Int32>] = [:]
    private var usersByKey: [String: Set<Int32>] = [:]
    /// Per file with a literal single-flight key: the apps it is part of.
    private var appsOfKeyFile: [Int32: Set<Int>] = [:]
    /// The files whose unit has reported.
    private var reported: Set<Int32> = []
    /// The library's place in the extractor's list, once an update told it.
    private(set) var libraryIndex: Int?

    /// The sites of a file, for the hover.
    func sites(path: String) -> [AsyncGuardSite] {
        guard let id = paths.first(where: { $0.value == path })?.key else { return [] }
        return models[id]?.sites ?? []
    }

    func update(_ context: UpdateContext) {
        let ids = context.changedFiles
        let library = context.library
        libraryIndex = library
        let built = Parallel.map(ids.count) { k -> (path: String, model: AsyncGuardFileModel?)? in
            guard let st = context.file(ids[k]) else { return nil }
            // its facts include the lifetimes and sets its types store (read by code elsewhere)
            guard st.facts.libraryFacts.contains(where: { Int($0.library) == library }) else { return (st.path, nil) }
            let m = AsyncGuardFileModel(path: st.path, facts: st.facts, qualifiedNames: st.qualifiedNames, library: library)
            return (st.path, m.isEmpty ? nil : m)
        }
        var recheck: Set<Int32> = Set(ids)
        var keyFilesChanged = false
        for (id, entry) in zip(ids, built) {
            let old = models[id]
            let new = entry?.model
            if old == new { continue }
            keyFilesChanged = keyFilesChanged || (old?.keys.isEmpty ?? true) != (new?.keys.isEmpty ?? true)
            // what others read of this file: its owners and its keys
            let oldOwners = Set(old?.owners.map(\.name) ?? []), newOwners = Set(new?.owners.map(\.name) ?? [])
            for name in oldOwners.union(newOwners) where old?.owners.filter({ $0.name == name }) != new?.owners.filter({ $0.name == name }) {
                recheck.formUnion(readersByOwner[name] ?? [])
            }
            for key in (old?.keys ?? []).symmetricDifference(new?.keys ?? []) { recheck.formUnion(usersByKey[key] ?? []) }
            // a use is its declaration and its operation: the others' notes point at the declaration
            func uses(_ m: AsyncGuardFileModel, _ key: String) -> [String] {
                m.sites.flatMap { s in
                    s.facts.filter { $0.kind == .singleFlightKey && $0.text(0) == key }.map { "\(s.declID.value) \($0.text(1))" }
                }
            }
            for key in (old?.keys ?? []).intersection(new?.keys ?? []) where uses(old!, key) != uses(new!, key) {
                recheck.formUnion(usersByKey[key] ?? [])
            }
            unindex(id, old)
            models[id] = new
            // the path of a file with a model only: most files have none
            paths[id] = new == nil ? nil : entry?.path
            index(id, new)
        }
        // which apps each file with a single-flight key is in (keys are shared within a process only):
        // read again when the modules or the files with keys change, not on every edit
        if context.modulesChanged || keyFilesChanged {
            let keyFiles = Set(usersByKey.values.joined())
            appsOfKeyFile = [:]
            for (k, app) in context.apps(holding: context.sortedByPath(keyFiles)).enumerated() {
                for f in app.files { appsOfKeyFile[f, default: []].insert(k) }
            }
            recheck.formUnion(keyFiles)
        }
        // each file's rules read the models only: on every core for a large load, reported in path order
        let units = context.sortedByPath(recheck.filter { models[$0] != nil || reported.contains($0) })
        let results = Parallel.map(units.count) { k -> [Finding]? in
            let id = units[k]
            guard let model = models[id], let path = paths[id] else { return nil }
            var findings: [Finding] = []
            let file = AsyncGuardFileContext(path: path, library: library, model: model,
                                             owner: { self.owner(named: $0, from: id, model) },
                                             otherUses: { self.otherUses(of: $0, besides: id) },
                                             otherSingleFlights: { self.otherSingleFlights(key: $0, owner: $1, function: $2, besides: id) })
            for rule in AsyncGuardRules.all { rule.check(file, into: &findings) }
            return findings
        }
        for (id, findings) in zip(units, results) {
            guard let findings else {
                if reported.remove(id) != nil { context.remove(UnitID(kind: Self.fileUnit, file: id)) }
                continue
            }
            reported.insert(id)
            context.report(UnitID(kind: Self.fileUnit, file: id), findings: findings)
        }
    }

    private func index(_ id: Int32, _ m: AsyncGuardFileModel?) {
        guard let m else { return }
        for o in m.owners { ownersByName[o.name, default: []].append(id) }
        for s in m.sites where !s.ownerName.isEmpty { readersByOwner[s.ownerName, default: []].insert(id) }
        for k in m.keys { usersByKey[k, default: []].insert(id) }
    }

    private func unindex(_ id: Int32, _ m: AsyncGuardFileModel?) {
        guard let m else { return }
        for o in m.owners { ownersByName[o.name]?.removeAll { $0 == id }; if ownersByName[o.name]?.isEmpty == true { ownersByName[o.name] = nil } }
        for s in m.sites where !s.ownerName.isEmpty { readersByOwner[s.ownerName]?.remove(id) }
        for k in m.keys { usersByKey[k]?.remove(id); if usersByKey[k]?.isEmpty == true { usersByKey[k] = nil } }
    }

    /// The type named `name` as the code of file `id` sees it: declared in
    /// the same file, else the one type of that name in the workspace.
    private func owner(named name: String, from id: Int32, _ model: AsyncGuardFileModel) -> LifetimeOwner? {
        if let own = model.owners.first(where: { $0.name == name }) { return own }
        let files = Set(ownersByName[name] ?? [])
        guard files.count == 1, let f = files.first, let other = models[f] else { return nil }
        let found = other.owners.filter { $0.name == name }
        return found.count == 1 ? found[0] : nil
    }

    /// The functions named `function` of type `owner` ("": at file level)
    /// in the other files of the same apps that single-flight the literal
    /// `key`: (file, decl id, key range). Read through the key's users, so a
    /// change to such a function re-checks the files that call it.
    private func otherSingleFlights(key: String, owner: String, function: String, besides id: Int32)
        -> [(path: String, decl: DeclID, range: Int)] {
        var out: [(String, DeclID, Int)] = []
        let mine = appsOfKeyFile[id] ?? []
        for f in (usersByKey[key] ?? []) where f != id && !(appsOfKeyFile[f] ?? []).isDisjoint(with: mine) {
            guard let m = models[f], let path = paths[f] else { continue }
            for s in m.sites where s.functionName == function && s.ownerName == owner {
                if let fact = s.facts.first(where: { $0.kind == .singleFlightKey && $0.text(0) == key }) {
                    out.append((path, s.declID, fact.range(0) ?? 0))
                }
            }
        }
        return out.sorted { ($0.0, $0.2) < ($1.0, $1.2) }
    }

    /// The other files' uses of a literal key: (file, decl id, key range, operation).
    private func otherUses(of key: String, besides id: Int32) -> [(path: String, decl: DeclID, range: Int, operation: String)] {
        var out: [(String, DeclID, Int, String)] = []
        let mine = appsOfKeyFile[id] ?? []
        for f in (usersByKey[key] ?? []) where f != id && !(appsOfKeyFile[f] ?? []).isDisjoint(with: mine) {
            guard let m = models[f], let path = paths[f] else { continue }
            for s in m.sites {
                for fact in s.facts where fact.kind == .singleFlightKey && fact.text(0) == key {
                    out.append((path, s.declID, fact.range(0) ?? 0, fact.text(1)))
                }
            }
        }
        return out.sorted { ($0.0, $0.2) < ($1.0, $1.2) }
    }
}

/// What a rule reads: one file's sites, the owners they run in.
struct AsyncGuardFileContext {
    let path: String
    let library: Int
    let model: AsyncGuardFileModel
    let owner: (String) -> LifetimeOwner?
    let otherUses: (String) -> [(path: String, decl: DeclID, range: Int, operation: String)]
    /// (key, owner type, function name) → that function's single flights with the key in other files.
    let otherSingleFlights: (String, String, String) -> [(path: String, decl: DeclID, range: Int)]

    func anchor(_ site: AsyncGuardSite, _ k: Int?) -> Anchor {
        guard let k else { return Anchor(file: path, decl: site.declID, role: .name) }
        return Anchor(file: path, decl: site.declID, role: .extracted(library: library, k))
    }

    /// Every fact of a kind, with its site.
    func each(_ kind: AsyncGuardFact.Kind) -> [(site: AsyncGuardSite, fact: AsyncGuardFact)] {
        model.sites.flatMap { s in s.facts.filter { $0.kind == kind }.map { (s, $0) } }
    }
}

protocol AsyncGuardRule: Rule {
    func check(_ file: AsyncGuardFileContext, into out: inout [Finding])
}

extension AsyncGuardRule {
    /// One finding per fact of `kind`, at its first range, without fix-its.
    func report(_ kind: AsyncGuardFact.Kind, _ message: String, in file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(kind) { out.append(finding(message, at: file.anchor(site, f.range(0)))) }
    }
}
