import WiringAnalysis
import WiringSyntax

struct OpenerGated: InitializableGateRule {
    let info = RuleInfo(
        id: "initializable/opener-gated", library: "Initializable", defaultSeverity: .error, kind: .wiring,
        summary: "A method that opens the gate is itself gated: it waits for itself and never returns",
        details: """
        A method that calls markInitialized() (or markFailed(_:)) opens the gate. If it is gated too — \
        stamped by @AutoAwaitInit, marked @WaitForInit, or starting with 'await awaitInitialized()' — its \
        first statement waits for the gate it is about to open: it suspends forever, and so does every \
        caller of every gated method. Initializable's own README examples (setup() calling \
        markInitialized() in an @AutoAwaitInit type) do exactly this.

        Mark the opener with @SkipInit (auto mode), or remove its @WaitForInit (manual mode). The finding \
        is a warning when another, ungated opener exists: then the method only waits for that one.
        """,
        fixTitles: ["Mark with @SkipInit", "Remove @WaitForInit", "Remove @WaitForThrowingInit",
                    "Remove 'await awaitInitialized()'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor MyService: Initializable {
            let gate = InitializationGate()
            func setup() async {
                await markInitialized()
            }
            func fetchData() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor MyService: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async {
                await markInitialized()
            }
            func fetchData() async -> Int { 0 }
        }
        """])

    func check(_ analysis: GateAnalysis, into out: inout [Finding]) {
        let g = analysis.gate
        for m in g.members where m.isOpener && m.state == .gated {
            guard let by = m.gatedBy else { continue }
            let other = g.members.contains { $0.isOpener && $0.state != .gated && $0.function != m.function }
                || g.openerCalls.contains { $0.external }
            let name = analysis.decl(m.function).signatureName
            let fixes = analysis.fixes(for: m.function)
            let fix: FixRecipe
            let advice: String
            switch by {
            case .auto:
                fix = fixes.markSkipInit(m.function.index)
                advice = "mark it with @SkipInit"
            case .manual(let attr, let throwing):
                let a = "@" + InitNames.waitName(throwing: throwing)
                fix = FixRecipe(title: "Remove \(a)", edits: [.delete(attr)])
                advice = "remove \(a)"
            case .statement(let statement):
                fix = FixRecipe(title: "Remove 'await awaitInitialized()'", edits: [.delete(statement)])
                advice = "remove its leading 'await awaitInitialized()'"
            }
            let effect = other ? "it cannot run until another opener has opened the gate"
                               : "it waits for itself and never completes"
            out.append(finding("'\(name)' opens the initialization gate but is itself gated by \(by.text); \(effect) (\(advice))",
                               at: m.anchor, severity: other ? .warning : nil, fixes: [fix]))
        }
    }
}
