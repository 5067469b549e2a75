import WiringSyntax

/// SafeDI on the incremental workspace.
///
/// - One unit per file: the macros' own diagnostics (`@Instantiable`,
///   `@Instantiated`, `@Received`, `@Forwarded`), which read nothing but the
///   declaration they are attached to.
/// - The dependency tree (SafeDITool's checks): see `SafeDITree`.
final class SafeDIAnalysis: LibraryAnalysis {
    static let fileUnit: UInt8 = 20

    private var deps = Dependencies()

    func update(_ context: UpdateContext) {
        var files = Set(context.changedFiles)
        for u in deps.readers(of: context.dirtyKeys) where u.kind == Self.fileUnit { files.insert(u.file) }
        let ordered = files.sorted { context.workspace.path(of: $0) < context.workspace.path(of: $1) }
        let results = Parallel.map(ordered.count) { computeFileUnit(ordered[$0], context) }
        for (id, result) in zip(ordered, results) {
            let unit = UnitID(kind: Self.fileUnit, file: id)
            guard let result else {
                deps.remove(unit)
                context.remove(unit)
                continue
            }
            deps.record(unit, reads: result.reads)
            context.report(unit, findings: result.findings)
        }
    }

    struct FileUnitResult {
        var findings: [Finding]
        var reads: Set<DepKey>
    }

    private func computeFileUnit(_ id: Int32, _ context: UpdateContext) -> FileUnitResult? {
        guard let st = context.file(id) else { return nil }
        // the macros only run where their attributes are written
        guard st.facts.decls.indices.contains(where: { i in
            st.facts.decls[i].attributes.contains { SafeDINames.isSafeDIAttribute($0) }
        }) else { return FileUnitResult(findings: [], reads: []) }
        let lookup = WorkspaceLookup(context)
        let file = SafeDIFileContext(fileID: id, path: st.path, facts: st.facts, lookup: lookup,
                                     simulation: SafeDIMacroSimulation(facts: st.facts))
        var findings: [Finding] = []
        for rule in SafeDIRules.fileRules { rule.check(file, into: &findings) }
        return FileUnitResult(findings: findings, reads: lookup.log.keys)
    }
}

/// One file, for SafeDI's macro rules.
struct SafeDIFileContext {
    let fileID: Int32
    let path: String
    let facts: FileFacts
    let lookup: WorkspaceLookup
    /// What the macros do to the file.
    let simulation: SafeDIMacroSimulation

    func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
    func decl(_ i: Int) -> DeclFact { facts.decls[i] }

    /// The event's anchor.
    func anchor(_ e: SafeDIMacroEvent) -> Anchor { anchor(e.decl, e.role) }

    var fixes: SafeDIFixes { SafeDIFixes(file: self) }
}

/// What a rule about one file's SafeDI declarations reads.
protocol SafeDIFileRule: Rule {
    func check(_ file: SafeDIFileContext, into out: inout [Finding])
}

enum SafeDIRules {
    static var fileRules: [any SafeDIFileRule] { SafeDIMacroRules.all }

    /// In the order `wiring rules` lists them.
    static var all: [RuleInfo] { fileRules.map(\.info) }
}

/// The names SafeDI's macros and tool use.
enum SafeDINames {
    static let module = "SafeDI"
    static let instantiable = "Instantiable"
    static let instantiated = "Instantiated"
    static let received = "Received"
    static let forwarded = "Forwarded"
    static let dependencyAttributes: Set<String> = [instantiated, received, forwarded]

    /// Whether the compiler expands the attribute as one of SafeDI's macros
    /// (written plainly or module-qualified).
    static func macro(of attr: AttributeFact) -> String? {
        let name = attr.name
        if name == instantiable || dependencyAttributes.contains(name) { return name }
        guard name.hasPrefix(module + ".") else { return nil }
        let base = String(name.dropFirst(module.count + 1))
        return base == instantiable || dependencyAttributes.contains(base) ? base : nil
    }

    static func isSafeDIAttribute(_ attr: AttributeFact) -> Bool { macro(of: attr) != nil }
}
