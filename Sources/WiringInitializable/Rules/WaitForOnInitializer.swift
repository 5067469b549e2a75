import WiringAnalysis
import WiringSyntax

struct WaitForOnInitializer: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/waitfor-on-initializer", library: "Initializable", defaultSeverity: .warning, kind: .wiring,
        summary: "@WaitForInit on an initializer is silently ignored",
        details: """
        The body macros only rewrite functions. On an 'init' they do nothing and report nothing: the \
        initializer keeps its body and does not wait for the gate. Remove the attribute; an initializer \
        cannot wait for its own instance's gate anyway.
        """,
        fixTitles: ["Remove @WaitForInit", "Remove @WaitForThrowingInit"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            init() async { }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            init() { }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for f in file.simulation.functions where file.decl(f).kind == .`init` {
            for (k, attr) in file.decl(f).attributes.enumerated() {
                guard let m = InitNames.macro(of: attr), m == InitNames.waitFor || m == InitNames.waitForThrowing else { continue }
                out.append(finding("@\(m) has no effect on initializers; this initializer does not wait for the gate (remove the attribute)",
                                   at: file.anchor(f, .attribute(k)),
                                   fixes: [file.fixes.remove(f, attribute: k, title: "Remove @\(m)")]))
            }
        }
    }
}
