import WiringAnalysis
import WiringSyntax

struct WaitForNotConforming: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/waitfor-not-conforming", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit in a type whose own inheritance clause does not name Initializable",
        details: """
        The body macro finds the innermost enclosing actor, class or struct and checks that its own \
        inheritance clause says exactly 'Initializable' ('ThrowingInitializable' for @WaitForThrowingInit). \
        Conformance declared in an extension, inherited from a superclass, reached through a refining \
        protocol, or written 'Initializable.Initializable' is not seen: the macro reports an error even \
        though the type conforms. Wiring then adds a note that says where the conformance is.

        Write the protocol in the type's own inheritance clause, or start the method with \
        'await awaitInitialized()' by hand.
        """,
        triggeringExamples: ["""
        actor Store {
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """, """
        actor Store { }
        extension Store: Initializable { }
        actor Other {
            @WaitForThrowingInit
            func load() async throws -> Int { 0 }
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
            guard case .waitForNotConforming(let throwing) = e.kind else { continue }
            let related = file.conformanceNote(type: e.type, proto: InitNames.requiredProtocol(throwing: throwing))
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor), related: related))
        }
    }
}
