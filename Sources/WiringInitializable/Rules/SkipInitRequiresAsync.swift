import WiringAnalysis
import WiringSyntax

struct SkipInitRequiresAsync: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/skipinit-requires-async", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@SkipInit on a synchronous function",
        details: """
        @SkipInit exempts an async method from @AutoAwaitInit. Synchronous methods are never stamped, so the \
        macro rejects @SkipInit on them (this is checked first, before the enclosing type). Remove the attribute.
        """,
        fixTitles: ["Remove '@SkipInit'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func name() -> String { "" }
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
            guard case .skipRequiresAsync = e.kind, let k = e.attribute else { continue }
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor),
                               fixes: [file.fixes.remove(e.anchorDecl, attribute: k, title: "Remove '@SkipInit'")]))
        }
    }
}
