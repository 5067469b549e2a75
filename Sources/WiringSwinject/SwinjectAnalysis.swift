import Dispatch
import WiringAnalysis
import WiringSyntax

/// Swinject and SwinjectMacros on the incremental workspace.
///
/// - One unit per file: the macros' own diagnostics and the checks of one
///   declaration (`SwinjectMacroSimulation`).
/// - The container graphs, one per app: an app is an executable, app or
///   test module with everything it links (a module no app links is its own
///   app; a workspace of one module is one app). Each graph is rebuilt from
///   its files' `SwinjectFileModel`s when one of them changes (an edit that
///   changes no registration, resolve or injected type rebuilds nothing).
///   A resolve in a module several apps link is checked against each, and
///   a finding names the apps that lack the registration. Findings are
///   reported as one unit per file they are anchored in.
final class SwinjectAnalysis: LibraryAnalysis {
    static let fileUnit: UInt8 = 0
    static let graphUnit: UInt8 = 1

    private var models: [Int32: SwinjectFileGraphPart] = [:]
    /// The names of the app wrappers the workspace declares (the models'
    /// `wrappers`), and per file the properties marked with one of them
    /// (only files with some). Most workspaces declare none: then no file
    /// is read for them.
    private var wrapperNames: Set<String> = []
    private var wrapped: [Int32: [SwinjectFileModel.WrappedProperty]] = [:]
    /// The type names every part and graph look entries up by.
    private let names = SwinjectNameTable()
    private(set) var graphs: [SwinjectGraph] = []
    private var graphFindingFiles: Set<Int32> = []
    /// Files that import a module of Swinject's family: an app with none
    /// of them is not Swinject's.
    private var importers: Set<Int32> = []
    /// The keys of `models` and the files above, in path order (made again
    /// when one comes or goes).
    private var filesInPathOrder: [Int32]?
    /// The names of the app's resolve helpers and forwarding `register`s
    /// (the models' `resolveHelpers`, `forwarders`): a file with only calls
    /// of other names counts for one of these only.
    private var helperNames: Set<String> = []
    /// Each app's type hierarchy, and whether a file's declared types changed since.
    private var hierarchies: [TypeHierarchy] = []
    private var typesChanged = false
    /// What the graphs read of the whole workspace: the initializers
    /// `autoregister` is given, the types a missing registration would
    /// construct (a change to one of those names builds the graphs again).
    private var workspaceReads: Set<DepKey> = []
    private(set) var lastTimes: [(String, Double)] = []

    func update(_ context: UpdateContext) {
        let ordered = context.changedFiles
        let declaredWrappers = wrapperNames
        let results = Parallel.map(ordered.count) { compute(ordered[$0], context, wrappers: declaredWrappers) }
        var modelsChanged = false
        // the files whose part of a graph changed: only the apps holding one are built again
        var touched: Set<Int32>? = []
        var wrappersChanged = false
        var helpersChanged = false
        for (id, r) in zip(ordered, results) {
            let unit = UnitID(kind: Self.fileUnit, file: id)
            if let findings = r.findings { context.report(unit, findings: findings) } else { context.remove(unit) }
            if importers.contains(id) != r.imports {
                if r.imports { importers.insert(id) } else { importers.remove(id) }
                filesInPathOrder = nil
                modelsChanged = true
                touched?.insert(id)
            }
            if wrapped[id] ?? [] != r.wrapped {
                if (wrapped[id] == nil) != r.wrapped.isEmpty { filesInPathOrder = nil }
                wrapped[id] = r.wrapped.isEmpty ? nil : r.wrapped
                modelsChanged = true
                touched?.insert(id)
            }
            if models[id]?.model != r.model {
                if (models[id]?.model.wrappers ?? [:]).keys != (r.model?.wrappers ?? [:]).keys { wrappersChanged = true }
                if (models[id].map { Self.helperNames($0.model) } ?? []) != (r.model.map(Self.helperNames) ?? []) { helpersChanged = true }
                if (models[id] == nil) != (r.model == nil) { filesInPathOrder = nil }
                if models[id]?.model.types ?? [:] != r.model?.types ?? [:] { typesChanged = true }
                let part = r.model.map { SwinjectFileGraphPart($0, names: names) }
                if models[id]?.onlyCallsOf != nil || part?.onlyCallsOf != nil { filesInPathOrder = nil }
                models[id] = part
                modelsChanged = true
                touched?.insert(id)
            }
        }
        if helpersChanged, case let now = Set(models.values.flatMap { Self.helperNames($0.model) }), now != helperNames {
            helperNames = now
            filesInPathOrder = nil
        }
        // a wrapper came or went: which properties use one is read again in every file
        let declared = wrappersChanged ? Set(models.values.flatMap(\.model.wrappers.keys)) : wrapperNames
        if declared != wrapperNames {
            wrapperNames = declared
            var now: [Int32: [SwinjectFileModel.WrappedProperty]] = [:]
            if !declared.isEmpty {
                for id in context.fileIDs {
                    guard let st = context.file(id) else { continue }
                    let list = Self.wrapped(st, wrappers: declared, context) { i in
                        context.extracted(st, decl: i).flatMap { try? SwinjectCoding.decode($0.bytes) }
                    }
                    if !list.isEmpty { now[id] = list }
                }
            }
            if Set(now.keys) != Set(wrapped.keys) { filesInPathOrder = nil }
            wrapped = now
            modelsChanged = true
            touched = nil
        }
        lastTimes = []
        let readsChanged = !workspaceReads.isDisjoint(with: context.dirtyKeys)
        guard modelsChanged || context.modulesChanged || readsChanged else { return }
        let t0 = DispatchTime.now().uptimeNanoseconds
        rebuild(context, touched: context.modulesChanged || readsChanged ? nil : touched)
        lastTimes.append(("Swinject graphs", Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6))
    }

    /// The names a model's calls of other names are read under: its resolve helpers' and forwarders'.
    private static func helperNames(_ model: SwinjectFileModel) -> [String] {
        model.resolveHelpers.map(\.name) + model.forwarders.map(\.name)
    }

    /// The file's single-declaration findings and its model (nil: none).
    private func compute(_ id: Int32, _ context: UpdateContext, wrappers: Set<String>)
        -> (findings: [Finding]?, model: SwinjectFileModel?, imports: Bool,
            wrapped: [SwinjectFileModel.WrappedProperty]) {
        guard let st = context.file(id) else { return (nil, nil, false, []) }
        // most files have nothing of Swinject: tell it without allocating
        let library = UInt8(truncatingIfNeeded: context.library)
        let hasFacts = st.facts.libraryFacts.contains { $0.library == library }
        let imports = st.facts.imports
        let hasAttribute = SwinjectNames.macrosImported(imports) && st.hasAttribute { SwinjectNames.macro(named: $0) != nil }
        // by index: a closure over the declarations copies each one
        let decls = st.facts.decls
        let hasAssembly = decls.indices.contains { decls[$0].kind == .func && decls[$0].name == "assemble" }
        // a type alias anywhere may be what a resolve names; a protocol's
        // `resolve` requirement, what a call through it is
        let hasAlias = decls.indices.contains { decls[$0].kind == .typealias }
        let hasRequirement = decls.indices.contains {
            decls[$0].kind == .func && !decls[$0].hasBody && SwinjectFileModel.ResolveRequirement.of($0, in: decls) != nil
        }
        // what tells whether the app's `resolve` is Swinject's: an import of it
        let importsSwinject = imports.contains(where: SwinjectNames.isSwinjectModule)
        // the app's own container, made where it registers nothing yet
        let hasContainer = importsSwinject && decls.indices.contains { SwinjectFileModel.holdsContainer($0, in: decls) }
        guard hasFacts || hasAttribute || hasAssembly || hasAlias || hasRequirement || hasContainer else {
            return ([], nil, importsSwinject, Self.wrapped(st, wrappers: wrappers, context) { _ in nil })
        }
        var cache: [Int: SwinjectDeclFacts] = [:]
        if hasFacts {
            for i in st.facts.decls.indices {
                if let fact = context.extracted(st, decl: i), let x = try? SwinjectCoding.decode(fact.bytes) { cache[i] = x }
            }
        }
        let extracted = { (i: Int) in cache[i] }
        let wrapped = Self.wrapped(st, wrappers: wrappers, context, extracted: extracted)
        var findings: [Finding] = []
        if hasAttribute {
            let file = SwinjectFileContext(path: st.path, facts: st.facts,
                                           simulation: SwinjectMacroSimulation(facts: st.facts, extracted: extracted))
            for rule in SwinjectRules.fileRules { rule.check(file, into: &findings) }
        }
        let model = SwinjectFileModel(path: st.path, facts: st.facts, qualifiedNames: st.qualifiedNames, library: context.library,
                                      extracted: extracted)
        return (findings, model.isEmpty ? nil : model, importsSwinject, wrapped)
    }

    /// A file's properties and locals marked with a wrapper the workspace
    /// declares (`@Inject var x: X`), locals read from its extracted facts.
    private static func wrapped(_ st: FileState, wrappers: Set<String>, _ context: UpdateContext,
                                extracted: (Int) -> SwinjectDeclFacts?) -> [SwinjectFileModel.WrappedProperty] {
        guard !wrappers.isEmpty else { return [] }
        let properties = st.hasAttribute(named: wrappers.contains)
            ? SwinjectFileModel.wrappedProperties(path: st.path, facts: st.facts, wrappers: wrappers) : []
        // (locals only in a file with facts of Swinject's: most have none)
        let library = UInt8(truncatingIfNeeded: context.library)
        guard st.facts.libraryFacts.contains(where: { $0.library == library }) else { return properties }
        return properties + SwinjectFileModel.wrappedLocals(path: st.path, facts: st.facts, wrappers: wrappers,
                                                            library: context.library, extracted: extracted)
    }

    /// `touched`: the files whose part changed; only the apps holding one
    /// are built again while the apps and every declared type stay (nil:
    /// every app, as when the modules or what the graphs read changed).
    private func rebuild(_ context: UpdateContext, touched: Set<Int32>?) {
        if filesInPathOrder == nil {
            let held = models.keys.filter { models[$0]!.onlyCallsOf.map { !$0.isDisjoint(with: helperNames) } ?? true }
            filesInPathOrder = context.sortedByPath(Set(held).union(importers).union(wrapped.keys))
        }
        let apps = context.apps(holding: filesInPathOrder!)
        // the type hierarchies (and what they answered) hold while the apps
        // and every file's declared types stay
        let sameApps = hierarchies.count == apps.count && graphs.count == apps.count && !zip(graphs, apps).contains(where: { $0.app != $1 })
        let partial = sameApps && !typesChanged ? touched : nil
        if typesChanged || !sameApps {
            hierarchies = apps.map { app in TypeHierarchy(app.files.compactMap { models[$0] }) }
        }
        typesChanged = false
        let lookup = WorkspaceLookup(context)
        var implicit = initializerUses(lookup)
        let slots = slotResolves(lookup)
        implicit.merge(slots.byRegistration) { $0 + $1 }
        var built: [SwinjectGraph] = []
        var rebuilt: [Int] = []
        for (k, (app, types)) in zip(apps, hierarchies).enumerated() {
            if let partial, !app.holds(any: partial) {
                built.append(graphs[k])
                continue
            }
            let parts = app.files.compactMap { models[$0] }
            // an app none of whose files imports a module of Swinject's family
            // resolves through another container: another library's, its own,
            // or one Wiring does not see
            let withoutSwinject = !app.files.contains { importers.contains($0) }
            let extra = withoutSwinject ? [] : Self.wrappedUses(parts, app.files.compactMap { wrapped[$0] })
                + app.files.flatMap { slots.byFile[$0] ?? [] }
            let forwarded = withoutSwinject ? [] : Self.forwardedRegistrations(parts)
            built.append(SwinjectGraph(app: app, files: withoutSwinject ? [] : parts, types: types, names: names, implicitResolves: implicit,
                                       wrappedUses: extra, forwarded: forwarded,
                                       nilableNames: Self.nilableNameKeys(parts, extra: extra, forwarded: forwarded, lookup),
                                       valueTypes: withoutSwinject ? [] : Self.valueTypes(parts, lookup),
                                       nestedTypes: withoutSwinject ? [] : Self.nestedTypes(parts, lookup),
                                       unseenRegistrations: withoutSwinject ? [] : Self.unseenRegistrations(parts, lookup)))
            rebuilt.append(k)
        }
        for k in rebuilt {
            let (constructed, declaredIn) = constructedTypes(for: built[k], lookup)
            built[k].constructed = constructed
            // each missing type's assembly, chosen once (hundreds of findings may name it)
            built[k].assemblyNearType = declaredIn.mapValues(built[k].nearestAssembly)
        }
        // what a graph kept from before read is still read
        workspaceReads = partial == nil ? lookup.log.keys : workspaceReads.union(lookup.log.keys)
        Discard.replace(&graphs, with: built)
        // a resolve inside `#if` that no app registers crashes wherever it is compiled
        var conditional: Set<String> = []
        for g in graphs {
            for p in g.problems { if case .unregistered(let u, _) = p, u.conditional { conditional.insert(u.target) } }
        }
        let registered = Set(conditional.filter { t in graphs.contains { !$0.candidates(t).isEmpty } })
        for k in graphs.indices where graphs[k].registeredInSomeApp != registered { graphs[k].registeredInSomeApp = registered }
        let findings = graphs.map { g in g.problems.flatMap { p in SwinjectRules.graphRules.flatMap { $0.findings(for: p, in: g) } } }
        graphFindingFiles = context.reportPerApp(apps, findings: findings, unitKind: Self.graphUnit, previous: graphFindingFiles)
    }
}

extension SwinjectAnalysis {
    /// The name keys of the constants an app names registrations and
    /// resolves by that are declared optional (`static let name: String? = nil`,
    /// `static var name: String! { … }`): read as nil, which Swinject
    /// takes as no name, they name the unnamed registration. A case's
    /// `rawValue` never is nil; a constant Wiring does not find is taken as
    /// not optional.
    static func nilableNameKeys(_ parts: [SwinjectFileGraphPart], extra: [SwinjectFileModel.Use],
                                forwarded: [SwinjectFileModel.Registration], _ lookup: WorkspaceLookup) -> Set<String> {
        var written: [(path: String, file: String)] = []
        func note(_ name: SwinjectDeclFacts.Name, _ file: String) {
            if case .reference(let p) = name, !p.hasSuffix(".rawValue") { written.append((p, file)) }
        }
        // by index, fields read in place: iterating copied every registration and use (a rebuild's retains)
        func note(_ uses: [SwinjectFileModel.Use]) {
            for k in uses.indices { if case .reference = uses[k].name { note(uses[k].name, uses[k].anchor.file) } }
        }
        for part in parts {
            let registrations = part.model.registrations, injectables = part.model.injectables
            for k in registrations.indices {
                if case .reference = registrations[k].name { note(registrations[k].name, registrations[k].anchor.file) }
                note(registrations[k].resolves)
                note(registrations[k].completionResolves)
            }
            for k in injectables.indices {
                if case .reference = injectables[k].name { note(injectables[k].name, injectables[k].anchor.file) }
                note(injectables[k].dependencies)
            }
            note(part.model.uses)
        }
        for r in forwarded { note(r.name, r.anchor.file) }
        note(extra)
        guard !written.isEmpty else { return [] }
        var nilable: Set<String> = []
        var asked: Set<String> = []
        for (path, file) in written where asked.insert(path).inserted {
            guard let dot = path.lastIndex(of: "."), let reader = lookup.context.file(path: file)?.id else { continue }
            let owner = String(path[..<dot]), member = String(path[path.index(after: dot)...])
            for t in lookup.lookupTypes(owner, from: reader) {
                guard let type = lookup.propertyTypeText(of: t, named: member) else { continue }
                if SwinjectNames.unwrapped(type).optional { nilable.insert(SwinjectDeclFacts.Name.referenceMark + path) }
                break
            }
        }
        return nilable
    }

    /// `Module.register(in: container)` of a type the calling file sees no
    /// declaration of (a package outside the workspace, or one whose
    /// manifest is missing), and an assembly applied that it sees none of:
    /// they register what Wiring cannot see.
    static func unseenRegistrations(_ parts: [SwinjectFileGraphPart], _ lookup: WorkspaceLookup) -> [SwinjectFileModel.Open] {
        var out: [SwinjectFileModel.Open] = []
        // the app's own `@Injectable` types (by name id) and assemblies: seen, without a lookup each
        var injectables: Set<Int32> = []
        var assemblies: Set<String> = []
        for part in parts {
            for ids in part.injectableNameIDs { injectables.insert(ids[0]) }
            for a in part.model.assemblies { assemblies.insert(a.name) }
        }
        for part in parts {
            for (c, id) in zip(part.model.registersIn, part.registersInTypeIDs) where !injectables.contains(id) {
                guard let reader = lookup.context.file(path: c.anchor.file)?.id, lookup.lookupTypes(c.type, from: reader).isEmpty
                else { continue }
                out.append(SwinjectFileModel.Open(reason: "registers through '\(c.type).register(in:)'", anchor: c.anchor))
            }
            // an assembly of a package outside the workspace (`Assembler([Network.NetworkAssembly()])`)
            for c in part.model.appliedAssemblies where !assemblies.contains(c.type) {
                guard let reader = lookup.context.file(path: c.anchor.file)?.id, lookup.lookupTypes(c.type, from: reader).isEmpty
                else { continue }
                out.append(SwinjectFileModel.Open(reason: "applies the assembly '\(c.type)'", anchor: c.anchor))
            }
        }
        return out
    }

    /// The instance types of the app's `.transient` and `.weak`
    /// registrations (what each factory constructs, else the registered
    /// type) that the workspace declares as structs or enums.
    static func valueTypes(_ parts: [SwinjectFileGraphPart], _ lookup: WorkspaceLookup) -> Set<String> {
        var out: Set<String> = []
        var asked: Set<String> = []
        // only those a container-scoped factory resolves can be captive: asked of them alone
        var resolvedByContainerScoped: Set<Int32> = []
        for part in parts {
            for e in part.entries where e.scope == "container" {
                for k in e.resolveKeys { resolvedByContainerScoped.formUnion([k.exact, k.base, k.last]) }
            }
        }
        guard !resolvedByContainerScoped.isEmpty else { return [] }
        for part in parts {
            for e in part.entries where (e.scope == "transient" || e.scope == "weak")
                && e.nameIDs.contains(where: resolvedByContainerScoped.contains) {
                let type = e.instanceType
                guard asked.insert(type).inserted, let reader = lookup.context.file(path: e.anchor.file)?.id else { continue }
                let found = lookup.lookupTypes(type, from: reader)
                if !found.isEmpty && found.allSatisfy({ [.struct, .enum].contains(lookup.decl($0).kind) }) { out.insert(type) }
            }
        }
        return out
    }

    /// Of the types registered bare, by the same name, in several scopes
    /// (`Interface.self` in `extension Root.Model` and in `extension
    /// Root.ViewModel`), the nested ones the workspace declares
    /// (`Root.Model.Interface`): each is its own type, no duplicate of the
    /// others.
    static func nestedTypes(_ parts: [SwinjectFileGraphPart], _ lookup: WorkspaceLookup) -> Set<String> {
        // by index, fields read in place: this runs on every rebuild, and iterating copied every entry
        var scopesByType: [String: Set<[String]>] = [:]
        for part in parts {
            let entries = part.entries
            for k in entries.indices where !entries[k].scopes.isEmpty {
                scopesByType[entries[k].key.type, default: []].insert(entries[k].scopes)
            }
        }
        var out: Set<String> = []
        for part in parts {
            let entries = part.entries
            for k in entries.indices where !entries[k].scopes.isEmpty && scopesByType[entries[k].key.type]!.count > 1 {
                let type = entries[k].key.type
                guard let reader = lookup.context.file(path: entries[k].anchor.file)?.id else { continue }
                for s in entries[k].scopes where !out.contains(s + "." + type) {
                    // declared there (not found by its last component elsewhere), or a type alias there
                    let nested = s + "." + type
                    if lookup.lookupTypes(nested, from: reader).contains(where: { lookup.qualifiedName($0) == nested })
                        || Self.declaresAlias(type, in: s, reader, lookup) {
                        out.insert(nested)
                    }
                }
            }
        }
        return out
    }

    /// Whether the type `scope` names (or an extension of it) declares a
    /// type alias `name` (aliases are no types of the symbol table).
    static func declaresAlias(_ name: String, in scope: String, _ reader: Int32, _ lookup: WorkspaceLookup) -> Bool {
        lookup.lookupTypes(scope, from: reader).contains { t in
            lookup.qualifiedName(t) == scope && ([t] + lookup.extensions(of: t)).contains { owner in
                lookup.members(of: owner).contains { lookup.kind($0) == .typealias && lookup.name($0) == name }
            }
        }
    }

    /// The resolves an app's own property wrappers make: each property
    /// marked with a wrapper the app declares that resolves its generic
    /// parameter (`@Inject var x: X` resolves X, crashing on a miss when
    /// the wrapper force-unwraps it).
    static func wrappedUses(_ parts: [SwinjectFileGraphPart], _ properties: [[SwinjectFileModel.WrappedProperty]])
        -> [SwinjectFileModel.Use] {
        var wrappers: [String: SwinjectFileModel.Wrapper] = [:]
        for p in parts { for (name, w) in p.model.wrappers { wrappers[name, default: w].absorb(w) } }
        // a wrapper over an inferring `resolve()`: Swinject's where the app declares one
        if !parts.contains(where: { $0.model.resolveHelpers.contains { $0.inferred || $0.inferredToo } }) {
            wrappers = wrappers.filter { !$0.value.viaHelper }
        }
        if wrappers.isEmpty { return [] }
        // a wrapper resolving through the app's own crashing helper (`Resolver.shared.resolve(T.self)`) crashes
        let helpers = parts.flatMap(\.model.resolveHelpers)
        for (name, w) in wrappers where !w.crashes && !w.receivers.isEmpty {
            let reached = w.receivers.contains { receiver in
                helpers.contains { h in !h.inferred && h.isCalled(on: receiver, typed: nil) }
            }
            if reached { wrappers[name]!.crashes = true }
        }
        var uses: [SwinjectFileModel.Use] = []
        for list in properties {
            for w in list { if let wrapper = wrappers[w.attribute] { uses.append(w.use(wrapper)) } }
        }
        return uses
    }

    /// The registrations an app makes through its own forwarding helpers:
    /// each `register`/`autoregister` call whose labels fit a helper the
    /// app declares registers the type its argument for the helper's
    /// metatype parameter names (the first helper that fits, in path order).
    static func forwardedRegistrations(_ parts: [SwinjectFileGraphPart]) -> [SwinjectFileModel.Registration] {
        var forwarders: [String: [SwinjectFileModel.Forwarder]] = [:]
        for p in parts { for f in p.model.forwarders { forwarders[f.name, default: []].append(f) } }
        if forwarders.isEmpty { return [] }
        var out: [SwinjectFileModel.Registration] = []
        for p in parts {
            for call in p.model.helperCalls {
                guard let candidates = forwarders[call.method] else { continue }
                for f in candidates {
                    if f.template != nil {
                        guard f.arguments(of: call) != nil else { continue }
                        if let (type, k) = f.specialization(by: call), let anchor = call.anchors[k] {
                            out.append(SwinjectFileModel.Registration(
                                type: type, name: f.registeredName ?? call.name, arity: f.arity, scope: "graph", implements: [],
                                container: call.container, owner: call.owner, resolves: [], completionResolves: [], anchor: anchor))
                        } else if let type = f.template, let open = type.firstIndex(of: "<") {
                            // a call not naming its types registers what Wiring cannot tell: any specialization
                            out.append(SwinjectFileModel.Registration(
                                type: String(type[..<open]), name: f.registeredName ?? call.name, arity: f.arity, scope: "graph", implements: [],
                                container: call.container, owner: call.owner, resolves: [], completionResolves: [],
                                anchor: call.anchors.compactMap { $0 }.first ?? call.caller))
                        }
                        break
                    }
                    guard let k = f.metatypeArgument(of: call), !call.types[k].isEmpty, let anchor = call.anchors[k] else { continue }
                    out.append(SwinjectFileModel.Registration(
                        type: call.types[k], name: f.registeredName ?? call.name, arity: f.arity, scope: "graph", implements: [],
                        container: call.container, owner: call.owner, resolves: [], completionResolves: [], anchor: anchor))
                    break
                }
            }
        }
        return out
    }

    /// What `autoregister(T.self, initializer: X.init(a:b:))` resolves: each
    /// parameter of that initializer of X (found in the workspace) but
    /// those its `argument:` types pass, by the registration's anchor. An
    /// initializer Wiring cannot find, or cannot tell among several, or of
    /// a generic type, adds nothing.
    private func initializerUses(_ lookup: WorkspaceLookup) -> [Anchor: [SwinjectFileModel.Use]] {
        var out: [Anchor: [SwinjectFileModel.Use]] = [:]
        for id in filesInPathOrder ?? [] {
            guard let part = models[id] else { continue }
            for r in part.model.registrations {
                guard let text = r.initializer, let (typeName, labels) = Self.initializerReference(text) else { continue }
                // a generic type's parameters may name its generic parameters: not substituted, not read
                guard let t = lookup.lookupTypes(typeName, from: id).first(where: { lookup.kind($0) != .protocol }),
                      !lookup.decl(t).flags.contains(.hasGenericParameters) else { continue }
                // a failable or unavailable one (UIKit's `init?(coder:)`) is not what `X.init` gives autoregister
                var inits = Self.initializers(of: t, lookup).filter { i in
                    let d = lookup.decl(i)
                    return !d.flags.contains(.failable)
                        && !d.attributes.contains { $0.name == "available" && $0.arguments.contains { $0.text == "unavailable" } }
                }
                if let labels { inits = inits.filter { lookup.decl($0).params.map(\.label) == labels } }
                guard inits.count == 1 else { continue }
                var arguments = r.argumentTypes
                var uses: [SwinjectFileModel.Use] = []
                for p in lookup.decl(inits[0]).params {
                    let (base, optional) = SwinjectNames.unwrapped(p.type)
                    if let k = arguments.firstIndex(of: SwinjectNames.key(p.type)) ?? arguments.firstIndex(of: base) {
                        arguments.remove(at: k)
                        continue
                    }
                    uses.append(SwinjectFileModel.Use(
                        type: base, name: .none, arguments: 0, required: !optional, optional: optional,
                        consumer: .autoregistered(type: r.type, parameter: p.name), anchor: r.anchor, owner: r.owner))
                }
                if !uses.isEmpty { out[r.anchor, default: []] += uses }
            }
        }
        return out
    }

    /// A type's initializers (its own and its extensions'); a class that
    /// declares none inherits its superclass's (a non-generic class the
    /// workspace declares, first in its inheritance clause).
    static func initializers(of type: DeclRef, _ lookup: WorkspaceLookup) -> [DeclRef] {
        var t = type
        for _ in 0..<8 {
            var inits: [DeclRef] = []
            for owner in [t] + lookup.extensions(of: t) {
                inits += lookup.memberFunctions(of: owner).filter { lookup.kind($0) == .`init` }
            }
            guard inits.isEmpty, lookup.kind(t) == .class, let first = lookup.decl(t).inherits.first,
                  let superclass = lookup.lookupTypes(first, from: t.file).first(where: { lookup.kind($0) == .class }),
                  !lookup.decl(superclass).flags.contains(.hasGenericParameters) else { return inits }
            t = superclass
        }
        return []
    }

    /// The resolves typed by the initializer parameter they are given to
    /// (`SwinjectFileModel.SlotUse`): that parameter's type, where the
    /// workspace declares one initializer of the type with those labels; a
    /// parameter of optional type takes nil, and is not read. By the
    /// registration whose factory makes them, and by file for the others.
    private func slotResolves(_ lookup: WorkspaceLookup)
        -> (byRegistration: [Anchor: [SwinjectFileModel.Use]], byFile: [Int32: [SwinjectFileModel.Use]]) {
        var byRegistration: [Anchor: [SwinjectFileModel.Use]] = [:]
        var byFile: [Int32: [SwinjectFileModel.Use]] = [:]
        for id in filesInPathOrder ?? [] {
            guard let part = models[id], !part.model.slotUses.isEmpty else { continue }
            for s in part.model.slotUses {
                let pieces = s.slot.split(separator: "|", omittingEmptySubsequences: false)
                guard pieces.count == 3, let at = Int(pieces[2]) else { continue }
                let labels = pieces[1].isEmpty ? [] : pieces[1].split(separator: ":").map(String.init)
                guard let t = lookup.lookupTypes(String(pieces[0]), from: id).first(where: { lookup.kind($0) != .protocol }),
                      !lookup.decl(t).flags.contains(.hasGenericParameters) else { continue }
                var inits = Self.initializers(of: t, lookup)
                inits = inits.filter { lookup.decl($0).params.map { $0.label.isEmpty ? "_" : $0.label } == labels }
                guard inits.count == 1, case let params = lookup.decl(inits[0]).params, at < params.count else { continue }
                let (base, optional) = SwinjectNames.unwrapped(params[at].type)
                guard !optional, !base.isEmpty else { continue }
                var u = s.use
                u.type = base
                if let r = s.registration { byRegistration[r, default: []].append(u) } else { byFile[id, default: []].append(u) }
            }
        }
        return (byRegistration, byFile)
    }

    /// For each type a graph lacks a registration of: what a new
    /// registration would construct, as the workspace declares it — the
    /// type itself, or for a protocol the first type (by path) declared to
    /// conform; nil for a protocol nothing declares it conforms to (the fix
    /// leaves a placeholder).
    /// And where each is declared (the first declaration, by path).
    private func constructedTypes(for graph: SwinjectGraph, _ lookup: WorkspaceLookup)
        -> (constructed: [String: String?], declaredIn: [String: String]) {
        var out: [String: String?] = [:]
        var declaredIn: [String: String] = [:]
        for p in graph.problems {
            guard case .unregistered(let u, _) = p, out[u.target] == nil else { continue }
            guard let declared = lookup.context.symbols.lookupTypes(u.target, lookup.log).first else { continue }
            declaredIn[u.target] = declared.path
            guard lookup.kind(declared.ref) == .protocol else {
                out[u.target] = .some(u.target)
                continue
            }
            var concrete: [(path: String, name: String)] = []
            for e in lookup.context.symbols.inheritors(named: u.target, lookup.log) {
                switch lookup.kind(e.ref) {
                case .class, .struct, .actor, .enum: concrete.append((e.path, lookup.qualifiedName(e.ref)))
                case .extension:
                    if let t = lookup.lookupTypes(lookup.name(e.ref), from: e.ref.file).first, lookup.kind(t) != .protocol {
                        concrete.append((e.path, lookup.qualifiedName(t)))
                    }
                default: break
                }
            }
            out[u.target] = .some(concrete.min { ($0.path, $0.name) < ($1.path, $1.name) }?.name)
        }
        return (out, declaredIn)
    }

    /// `X.init`, `X.init(a:b:)`, `X.init(_:)` → X and the labels (nil when
    /// none are written); nil for anything else (a function reference).
    static func initializerReference(_ text: String) -> (type: String, labels: [String]?)? {
        guard let r = text.firstRange(ofText: ".init") else { return nil }
        let type = String(text[..<r.lowerBound])
        guard let first = type.split(separator: ".").last?.first, first.isUppercase else { return nil }
        let rest = text[r.upperBound...]
        if rest.isEmpty { return (type, nil) }
        guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
        // (a parameter without label has the label `_`, as written)
        let labels = rest.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return (type, labels)
    }
}

/// One file, for the rules about one declaration.
struct SwinjectFileContext {
    let path: String
    let facts: FileFacts
    let simulation: SwinjectMacroSimulation

    func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
    func anchor(_ e: SwinjectMacroSimulation.Event) -> Anchor { anchor(e.decl, e.role) }
}

protocol SwinjectFileRule: Rule {
    func check(_ file: SwinjectFileContext, into out: inout [Finding])
}

protocol SwinjectGraphRule: Rule {
    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding]
}
