import WiringAnalysis
import WiringSyntax

struct WaitForRequiresThrows: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/waitfor-requires-throws", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@WaitForThrowingInit (written or stamped by @AutoAwaitThrowingInit) on an async function that does not throw",
        details: """
        The throwing gate's 'try await awaitInitialized()' throws when initialization failed, so the function \
        must be 'throws'. @WaitForThrowingInit reports this on its attribute; @AutoAwaitThrowingInit reports it \
        on the member's 'func' keyword for every async member that does not throw, and stamps nothing there.

        Add 'throws' after 'async'. If the method opens the gate (it calls markInitialized() or \
        markFailed(_:)), mark it with @SkipInit instead: once it throws it is stamped, and an opener that \
        waits for its own gate never returns.
        """,
        fixTitles: ["Add 'throws'", "Mark with @SkipInit"],
        triggeringExamples: ["""
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @WaitForThrowingInit
            func items() async -> [Int] { [] }
        }
        """, """
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            func items() async -> [Int] { [] }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @SkipInit
            func connect() async { await markInitialized() }
            func items() async throws -> [Int] { [] }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard let f = e.function else { continue }
            switch e.kind {
            case .waitForRequiresThrows:
                out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor), fixes: [file.fixes.addThrows(f)]))
            case .autoRequiresThrows:
                // An opener gets @SkipInit first: 'Add throws' would gate it on itself.
                var fixes: [FixRecipe] = []
                let opener = file.simulation.opensOwnGate(f)
                if opener { fixes.append(file.fixes.markSkipInit(f)) }
                fixes.append(file.fixes.addThrows(f, preferred: !opener))
                out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor), fixes: fixes))
            default:
                continue
            }
        }
    }
}
