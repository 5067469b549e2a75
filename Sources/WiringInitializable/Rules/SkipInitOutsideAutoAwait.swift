import WiringAnalysis
import WiringSyntax

struct SkipInitOutsideAutoAwait: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/skipinit-outside-autoawait", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@SkipInit where no enclosing declaration has @AutoAwaitInit / @AutoAwaitThrowingInit",
        details: """
        @SkipInit only means something under an auto macro. The macro accepts it when any enclosing \
        declaration carries @AutoAwaitInit or @AutoAwaitThrowingInit, and rejects it elsewhere: free \
        functions, manual-mode types, extensions. Remove the attribute.

        The test compares the attribute's exact text: under '@Initializable.AutoAwaitInit' (which does \
        stamp the members) @SkipInit is rejected too. Write the auto macro without its module there.
        """,
        fixTitles: ["Remove '@SkipInit'", "Write @AutoAwaitInit without its module"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async { await markInitialized() }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async { await markInitialized() }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .skipOutside = e.kind, let k = e.attribute, let f = e.function else { continue }
            var fixes: [FixRecipe] = []
            if let q = file.simulation.qualifiedAutoAttributeBlockingSkip(f) {
                // the type is auto-gated, but @SkipInit only knows the unqualified name
                let base = String(file.facts.decls[q.decl].attributes[q.attribute].baseName)
                fixes.append(FixRecipe(title: "Write @\(base) without its module",
                                       edits: [.replace(file.anchor(q.decl, .attributeName(q.attribute)), base)]))
            }
            fixes.append(file.fixes.remove(e.anchorDecl, attribute: k, title: "Remove '@SkipInit'", preferred: fixes.isEmpty))
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor), fixes: fixes))
        }
    }
}
