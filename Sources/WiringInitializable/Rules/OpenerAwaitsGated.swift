import WiringAnalysis
import WiringSyntax

struct OpenerAwaitsGated: InitializableGateRule {
    let info = RuleInfo(
        id: "initializable/opener-awaits-gated", library: "Initializable", defaultSeverity: .warning, kind: .wiring,
        summary: "An opener awaits one of its type's gated methods before it opens the gate",
        details: """
        An opener that calls a gated method of its own type before markInitialized() waits for the gate it \
        has not opened yet: it deadlocks. Calls made inside a 'Task { }' closure are not counted (they do \
        not block the opener). Straight-line order is assumed: a call inside a branch is still reported.

        Exempt the called method (@SkipInit in auto mode; remove its @WaitForInit in manual mode), or call \
        it after markInitialized().
        """,
        fixTitles: ["Mark '<method>' with @SkipInit", "Remove @WaitForInit from '<method>'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Repo: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async {
                await load()
                await markInitialized()
            }
            func load() async { }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Repo: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async {
                await markInitialized()
                await load()
            }
            func load() async { }
        }
        """])

    func check(_ analysis: GateAnalysis, into out: inout [Finding]) {
        let g = analysis.gate
        var reported: Set<String> = []
        for pre in analysis.callsBeforeOpening {
            let target = g.members[pre.member]
            guard target.state == .gated else { continue }
            let f = pre.opener
            let targetDecl = analysis.decl(target.function)
            guard reported.insert("\(f.file):\(f.index):\(targetDecl.name)").inserted else { continue }
            let opener = analysis.decl(f).signatureName, gated = targetDecl.signatureName
            let mark = pre.markName == "markFailed" ? "markFailed(_:)" : "markInitialized()"
            var fixes: [FixRecipe] = []
            var advice = "call it after \(mark)"
            switch target.gatedBy {
            case .auto?:
                fixes.append(analysis.fixes(for: target.function).markSkipInit(target.function.index, title: "Mark '\(gated)' with @SkipInit"))
                advice = "mark '\(gated)' with @SkipInit, or " + advice
            case .manual(let attr, let throwing)?:
                let a = "@" + InitNames.waitName(throwing: throwing)
                fixes.append(FixRecipe(title: "Remove \(a) from '\(gated)'", edits: [.delete(attr)]))
                advice = "remove \(a) from '\(gated)', or " + advice
            default:
                break
            }
            out.append(finding("'\(opener)' awaits gated method '\(gated)' before calling \(mark); this deadlocks (\(advice))",
                               at: analysis.anchor(f, .localCallName(pre.localCall)), fixes: fixes))
        }
    }
}
