import WiringAnalysis
import WiringSyntax

struct SkipInitNoEffect: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/skipinit-no-effect", library: "Initializable", defaultSeverity: .warning, kind: .wiring,
        summary: "@SkipInit in a nested type of an @AutoAwaitInit type, where nothing is stamped",
        details: """
        @SkipInit accepts any enclosing declaration with an auto macro, but the auto macro only stamps the \
        members of the declaration it is attached to. In a nested type, @SkipInit compiles and does \
        nothing: the method was never going to be gated. Remove it, or gate the nested type on its own.
        """,
        fixTitles: ["Remove '@SkipInit'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Outer: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            struct Inner {
                @SkipInit
                func run() async { }
            }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Outer: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            struct Inner {
                func run() async { }
            }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for f in file.simulation.functions where file.decl(f).kind == .func && file.decl(f).isAsync {
            let d = file.decl(f)
            guard let k = d.attributes.firstIndex(where: { InitNames.macro(of: $0) == InitNames.skip }),
                  d.parent >= 0 else { continue }
            let ancestors = file.facts.ancestors(of: Int(f))
            let accepted = ancestors.contains { a in
                file.facts.decls[a].attributes.contains { $0.name == InitNames.autoAwait || $0.name == InitNames.autoAwaitThrowing }
            }
            let parent = file.decl(d.parent)
            let stampedHere = parent.attributes.contains {
                InitNames.macro(of: $0) == InitNames.autoAwait || InitNames.macro(of: $0) == InitNames.autoAwaitThrowing
            }
            guard accepted, !stampedHere else { continue }
            out.append(finding("@SkipInit has no effect: members of nested type '\(parent.name)' are never stamped (remove it)",
                               at: file.anchor(f, .attribute(k)),
                               fixes: [file.fixes.remove(f, attribute: k, title: "Remove '@SkipInit'")]))
        }
    }
}
