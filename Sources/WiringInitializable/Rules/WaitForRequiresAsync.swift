import WiringAnalysis
import WiringSyntax

struct WaitForRequiresAsync: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/waitfor-requires-async", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit / @WaitForThrowingInit on a function that is not async",
        details: """
        @WaitForInit starts the function with 'await awaitInitialized()', which only an async function can do. \
        The macro rejects a synchronous function with "@WaitForInit requires the function to be 'async'"; \
        @WaitForThrowingInit says the same about a function that throws but is not async.

        Make the function async (the fix-it inserts 'async' after the parameter list), or remove the \
        attribute if the function never needs to wait for initialization.
        """,
        fixTitles: ["Add 'async'"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            func load() -> Int { 0 }
        }
        """, """
        actor Store: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @WaitForThrowingInit
            func load() throws -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .waitForRequiresAsync = e.kind, let f = e.function else { continue }
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor), fixes: [file.fixes.addAsync(f)]))
        }
    }
}
