import WiringAnalysis
import WiringSyntax

struct GateNeverOpened: InitializableGateRule {
    let info = RuleInfo(
        id: "initializable/gate-never-opened", library: "Initializable", defaultSeverity: .error, kind: .wiring,
        summary: "Nothing in the workspace opens a gate type's gate: every gated method suspends forever",
        details: """
        Gated methods wait until markInitialized() (or markFailed(_:) for a throwing gate) is called once on \
        the instance. Wiring looks for such calls: unqualified or on 'self' inside the type, its extensions, \
        subclasses and refining protocols, and on receivers whose type the declarations tell: variables, \
        parameters and properties declared with the type ('let manager = Manager()', \
        'manager.markInitialized()'), loop variables over typed collections ('for s in services' with \
        'services: [Service]', a dictionary's 'values', 'for case let s as Service in xs'), 'if let'/'guard \
        let' bindings and casts, closure parameters with a type ('{ (s: Service) in … }', 'services.forEach \
        { s in … }'), and stored properties of other types ('self.a.b', 'a.b').

        An error when no call exists at all; only a hint when some 'x.markInitialized()' has a receiver \
        Wiring cannot resolve (it may be this type; the notes and the type's hover list such calls); a hint \
        for public types, which client code may open.

        Call markInitialized() once the type's asynchronous setup has finished, from a method that is not \
        itself gated.
        """,
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Cache: Initializable {
            let gate = InitializationGate()
            func value() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Cache: Initializable {
            let gate = InitializationGate()
            @SkipInit func warmUp() async { await markInitialized() }
            func value() async -> Int { 0 }
        }
        """, """
        @AutoAwaitInit
        actor Cache: Initializable {
            let gate = InitializationGate()
            func value() async -> Int { 0 }
        }
        func boot() async {
            let cache = Cache()
            await cache.markInitialized()
        }
        """])

    func check(_ analysis: GateAnalysis, into out: inout [Finding]) {
        let g = analysis.gate
        guard g.openerCalls.isEmpty, g.members.contains(where: { $0.state == .gated }) else { return }
        let at = analysis.anchor(g.type, .name)
        let calls = g.isThrowing ? "markInitialized() or markFailed(_:)" : "markInitialized()"
        if analysis.typeDecl.isPublicAPI {
            out.append(finding("No call in this workspace opens the gate of public type '\(g.name)'; unless client code calls \(calls), every gated method suspends forever",
                               at: at, severity: .hint))
            return
        }
        let unresolved = analysis.unresolvedCalls()
        if !unresolved.isEmpty {
            let related = unresolved.map { u in
                RelatedFinding(anchor: u.anchor, message: "'\(u.text)' may open it: Wiring cannot tell its receiver's type")
            }
            out.append(finding("No call to \(calls) is known to open the gate of '\(g.name)'; unless a call Wiring cannot resolve does, every gated method suspends forever",
                               at: at, severity: .hint, related: related))
        } else {
            out.append(finding("No call to \(calls) opens the gate of '\(g.name)'; every gated method suspends forever (call markInitialized() when setup completes)",
                               at: at))
        }
    }
}
