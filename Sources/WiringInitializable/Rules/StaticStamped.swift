import WiringAnalysis
import WiringSyntax

struct StaticStamped: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/static-stamped", library: "Initializable", defaultSeverity: .error, kind: .wiring,
        summary: "@AutoAwaitInit stamps a static async method, whose expansion cannot compile",
        details: """
        The auto macros do not look at 'static' or 'class': a static async method gets @WaitForInit, which \
        inserts 'await awaitInitialized()' — an instance method — into a static context. The build then \
        fails inside the macro expansion with "instance member 'awaitInitialized' cannot be used on type".

        Mark the method with @SkipInit (valid: @SkipInit only needs an async method under an auto macro).
        """,
        fixTitles: ["Mark with @SkipInit"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            static func make() async -> Store { Store() }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            @SkipInit static func make() async -> Store { Store() }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        // only stamps whose body macro expands (not a protocol requirement,
        // not a member of an enum or extension, which fail earlier)
        for (f, s) in file.simulation.injections.sorted(by: { $0.key < $1.key })
        where s.stampedBy != nil && file.decl(f).isStaticMember {
            let d = file.decl(f)
            let kind = d.hasModifier("class") ? "class" : "static"
            let modifier = d.modifiers.firstIndex { $0 == "static" || $0 == "class" }!
            out.append(finding("@\(InitNames.autoName(throwing: s.throwing)) stamps \(kind) method '\(d.signatureName)', whose expansion cannot call the instance method awaitInitialized() (mark it with @SkipInit)",
                               at: file.anchor(f, .modifier(modifier)), fixes: [file.fixes.markSkipInit(f)]))
        }
    }
}
