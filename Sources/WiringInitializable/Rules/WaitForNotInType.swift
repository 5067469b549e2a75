import WiringAnalysis
import WiringSyntax

struct WaitForNotInType: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/waitfor-not-in-type", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit outside an actor, class or struct (free functions, extensions, enums)",
        details: """
        The body macro needs an enclosing actor, class or struct to check. Enums, extensions and protocols \
        are skipped over, so @WaitForInit on a free function, in any extension (even \
        'extension T: Initializable') or in a top-level enum is an error. The same happens to the \
        @WaitForInit that @AutoAwaitInit stamps when the auto macro is attached to an extension or an enum; \
        that error is reported on the member's 'func' keyword.

        In an extension, start the method with 'await awaitInitialized()' by hand.
        """,
        triggeringExamples: ["""
        @WaitForInit
        func refresh() async { }
        """, """
        actor Store: Initializable { let gate = InitializationGate() }
        extension Store {
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable { let gate = InitializationGate() }
        extension Store {
            func setup() async { await markInitialized() }
            func load() async -> Int {
                await awaitInitialized()
                return 0
            }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .waitForNotInType = e.kind else { continue }
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor)))
        }
    }
}
