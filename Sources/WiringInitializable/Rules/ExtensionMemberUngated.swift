import WiringAnalysis
import WiringSyntax

struct ExtensionMemberUngated: InitializableGateRule {
    let info = RuleInfo(
        id: "initializable/extension-member-ungated", library: "Initializable", defaultSeverity: .warning, kind: .wiring,
        summary: "An async method in an extension of an @AutoAwaitInit type is not gated",
        details: """
        @AutoAwaitInit only visits the members of the declaration it is attached to. An async method \
        declared in an extension is never stamped, so it runs at once, before initialization has finished. \
        @WaitForInit cannot help there either: in an extension it is always an error.

        Start the method with 'await awaitInitialized()' ('try await awaitInitialized()' for the throwing \
        gate), or move it into the type's body.
        """,
        fixTitles: ["Insert 'await awaitInitialized()'", "Insert 'try await awaitInitialized()'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
        }
        extension Store {
            func load() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
        }
        extension Store {
            func load() async -> Int {
                await awaitInitialized()
                return 0
            }
        }
        """])

    func check(_ analysis: GateAnalysis, into out: inout [Finding]) {
        let g = analysis.gate
        guard g.isAuto && g.autoAccepted else { return }
        for m in g.members where m.inExtension && m.state == .ungated && !m.isOpener && !m.runsBeforeOpening {
            let d = analysis.decl(m.function)
            let stmt = InitNames.waitStatement(throwing: g.isThrowing)
            let canInsert = !g.isThrowing || d.isThrows
            let advice = canInsert ? "start it with '\(stmt)'" : "make it throw and start it with '\(stmt)'"
            let fixes = canInsert ? [analysis.fixes(for: m.function).insertWait(m.function.index, throwing: g.isThrowing)].compactMap { $0 } : []
            out.append(finding("\(analysis.autoName) does not visit members declared in extensions; '\(d.signatureName)' is not gated and can run before initialization completes (\(advice))",
                               at: m.anchor, fixes: fixes))
        }
    }
}
