import WiringAnalysis

/// StitcherMacros on the incremental workspace: one unit per file, the
/// macros' own errors and the checks of one declaration. (The dependency
/// graph of `DependencyContainer`s is not checked yet.)
final class StitcherAnalysis: LibraryAnalysis {
    static let fileUnit: UInt8 = 0

    func update(_ context: UpdateContext) {
        let ordered = context.changedFiles
        let results = Parallel.map(ordered.count) { k -> [Finding]? in
            guard let st = context.file(ordered[k]) else { return nil }
            guard st.facts.decls.contains(where: { d in d.attributes.contains { StitcherNames.macro(of: $0) != nil } }) else { return [] }
            let simulation = StitcherMacroSimulation(facts: st.facts) { i in StitcherExtraction.names(context.extracted(st, decl: i)) }
            let file = StitcherFileContext(path: st.path, facts: st.facts, simulation: simulation)
            var findings: [Finding] = []
            for rule in StitcherRules.fileRules { rule.check(file, into: &findings) }
            return findings
        }
        for (id, findings) in zip(ordered, results) {
            let unit = UnitID(kind: Self.fileUnit, file: id)
            if let findings { context.report(unit, findings: findings) } else { context.remove(unit) }
        }
    }
}

struct StitcherFileContext {
    let path: String
    let facts: FileFacts
    let simulation: StitcherMacroSimulation

    func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
    func anchor(_ e: StitcherMacroSimulation.Event) -> Anchor { anchor(e.decl, e.role) }

    /// The macro of the attribute an event is at.
    func macro(_ e: StitcherMacroSimulation.Event) -> String? {
        guard case .attribute(let a) = e.role else { return nil }
        return StitcherNames.macro(of: facts.decls[e.decl].attributes[a])
    }
}

protocol StitcherFileRule: Rule {
    func check(_ file: StitcherFileContext, into out: inout [Finding])
}
