import WiringAnalysis
import WiringSyntax

struct UngatedAsync: InitializableGateRule {
    let info = RuleInfo(
        id: "initializable/ungated-async", library: "Initializable", defaultSeverity: .hint, kind: .wiring,
        summary: "An async method of a manual-mode gate type does not wait for the gate",
        details: """
        In a gate type without @AutoAwaitInit, only methods marked @WaitForInit (or starting with \
        'await awaitInitialized()') wait for initialization. An async method without either runs at once, \
        possibly before setup has finished. That may be intended ("best effort"); this hint makes it visible.

        Add @WaitForInit (in an extension, or when the conformance is not written in the type's own clause, \
        start the method with 'await awaitInitialized()' instead), or put @AutoAwaitInit on the type.
        """,
        fixTitles: ["Add @WaitForInit", "Add @WaitForThrowingInit", "Insert 'await awaitInitialized()'",
                    "Insert 'try await awaitInitialized()'"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
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

    func check(_ analysis: GateAnalysis, into out: inout [Finding]) {
        let g = analysis.gate
        guard !g.isAuto else { return }
        let proto = InitNames.requiredProtocol(throwing: g.isThrowing)
        let attr = "@" + InitNames.waitName(throwing: g.isThrowing)
        let stmt = InitNames.waitStatement(throwing: g.isThrowing)
        for m in g.members where m.state == .ungated && !m.isOpener && !m.runsBeforeOpening {
            let d = analysis.decl(m.function)
            let signatureOK = !g.isThrowing || d.isThrows
            var fixes: [FixRecipe] = []
            let advice: String
            if !signatureOK {
                advice = "make it throw and add \(attr)"
            } else if !m.inExtension && analysis.typeDecl.clauseNames(proto) {
                fixes.append(FixRecipe(title: "Add \(attr)", edits: [.insertLine(before: analysis.anchor(m.function, .declaration), attr)]))
                advice = "add \(attr)"
            } else {
                if let f = analysis.fixes(for: m.function).insertWait(m.function.index, throwing: g.isThrowing) { fixes.append(f) }
                advice = "start it with '\(stmt)'"
            }
            out.append(finding("async method '\(d.signatureName)' of \(proto) type '\(g.name)' is not gated; it can run before initialization completes (\(advice))",
                               at: m.anchor, fixes: fixes))
        }
    }
}
