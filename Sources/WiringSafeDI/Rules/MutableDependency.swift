import WiringAnalysis

struct MutableDependency: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mutable-dependency", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A dependency declared with var and no property wrapper",
        details: """
        A dependency is handed down the tree when its owner is built; assigning a new value later changes \
        nothing for the others. The macro reports "Dependency can not be mutable unless it is decorated with a \
        property wrapper. Mutations to a dependency are not propagated through the dependency tree." on `var` \
        when the property has no other attribute (one, such as `@ObservedObject`, is taken for a property \
        wrapper).

        The fix-it replaces `var` with `let`.
        """,
        fixTitles: ["Replace `var` with `let`"],
        triggeringExamples: ["""
        public final class Service {
            @Instantiated var client: Client
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Instantiated let client: Client
        }
        """, """
        public final class Service {
            @Instantiated @ObservedObject var model: Model
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mutableDependency = e.kind else { continue }
            out.append(finding("Dependency can not be mutable unless it is decorated with a property wrapper. Mutations to a dependency are not propagated through the dependency tree.",
                               at: file.anchor(e), fixes: [file.fixes.replaceVarWithLet(e.decl)]))
        }
    }
}
