import WiringAnalysis
import WiringSyntax

struct DuplicateWaitFor: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/duplicate-waitfor", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit written by hand on a member of an @AutoAwaitInit type",
        details: """
        @AutoAwaitInit stamps @WaitForInit itself. Before it looks at the member's signature or @SkipInit, \
        it rejects a hand-written @WaitForInit or @WaitForThrowingInit (four message variants, by the \
        written attribute and the auto macro), and stamps nothing on that member. The written attribute \
        still expands on its own, so a synchronous member also gets the body macro's own error.

        Remove the hand-written attribute: the type's macro already gates the method.
        """,
        fixTitles: ["Remove @WaitForInit", "Remove @WaitForThrowingInit"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .duplicate(_, let throwingWait) = e.kind, let k = e.attribute else { continue }
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor),
                               fixes: [file.fixes.remove(e.anchorDecl, attribute: k,
                                                         title: "Remove @\(InitNames.waitName(throwing: throwingWait))")]))
        }
    }
}
