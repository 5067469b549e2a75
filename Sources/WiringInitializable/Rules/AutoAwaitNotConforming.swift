import WiringAnalysis
import WiringSyntax

struct AutoAwaitNotConforming: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/autoawait-not-conforming", library: "Initializable", defaultSeverity: .error, kind: .parity,
        summary: "@AutoAwaitInit on a type whose own inheritance clause does not name Initializable",
        details: """
        @AutoAwaitInit checks, once per function member, that the attached declaration's own inheritance \
        clause says exactly 'Initializable' (@AutoAwaitThrowingInit: 'ThrowingInitializable'); the compiler \
        prints the error once per member, Wiring once per attribute. A type with no function member gets no \
        error. Conformance through an extension, a superclass, a refining protocol, a composition or the \
        qualified name is not seen (Wiring adds a note saying where it is), and @AutoAwaitInit on a \
        ThrowingInitializable type is rejected too.

        Write the protocol in the type's inheritance clause (the fix-it "Add ': Initializable'" does, when the \
        type conforms nowhere), or use the auto macro that matches the protocol ("Change to @AutoAwaitThrowingInit").
        """,
        fixTitles: ["Add ': Initializable'", "Add ': ThrowingInitializable'", "Change to @AutoAwaitInit",
                    "Change to @AutoAwaitThrowingInit"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store {
            func load() async -> Int { 0 }
        }
        """, """
        @AutoAwaitInit
        actor Store: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            func load() async throws -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
        }
        """, """
        @AutoAwaitInit
        actor Empty { let gate = InitializationGate() }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .autoNotConforming(let throwing) = e.kind, let t = e.type else { continue }
            let td = file.decl(t)
            let proto = InitNames.requiredProtocol(throwing: throwing)
            // an extension's attribute gets neither note nor fix
            let isType = td.kind != .extension
            let related = isType ? file.conformanceNote(type: t, proto: proto) : []
            var fixes: [FixRecipe] = []
            let concrete = td.kind == .actor || td.kind == .class || td.kind == .struct
            if concrete, file.lookup.conformance(of: file.ref(t), to: proto) == nil {
                if file.lookup.conformance(of: file.ref(t), to: InitNames.requiredProtocol(throwing: !throwing)) != nil,
                   let k = e.attribute {
                    // the other protocol is there: the attribute is the wrong variant
                    let other = InitNames.autoName(throwing: !throwing)
                    let name = td.attributes[k].name.hasPrefix(InitNames.module + ".") ? InitNames.module + "." + other : other
                    fixes.append(FixRecipe(title: "Change to @\(other)", edits: [.replace(file.anchor(t, .attributeName(k)), name)]))
                } else {
                    fixes.append(FixRecipe(title: "Add ': \(proto)'",
                                           edits: [.addConformance(proto, to: file.decl(t)) { file.anchor(t, $0) }]))
                }
            }
            out.append(finding(e.message, at: file.anchor(e.anchorDecl, e.anchor), related: related, fixes: fixes))
        }
    }
}
