import WiringAnalysis
import WiringSyntax

struct WaitForRequiresAsyncThrows: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/waitfor-requires-async-throws", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@WaitForThrowingInit on a function that is neither async nor throws",
        details: """
        @WaitForThrowingInit starts the function with 'try await awaitInitialized()': the function must be \
        both async and throwing. The fix-it inserts 'async throws' after the parameter list.
        """,
        fixTitles: ["Add 'async throws'"],
        triggeringExamples: ["""
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @WaitForThrowingInit
            func refresh() { }
        }
        """],
        nonTriggeringExamples: ["""
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            func connect() async { await markInitialized() }
            @WaitForThrowingInit
            func refresh() async throws { }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .waitForRequiresAsyncThrows = e.kind, let f = e.function else { continue }
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor),
                               fixes: [file.fixes.addAsync(f, title: "Add 'async throws'", text: " async throws")]))
        }
    }
}
