import WiringAnalysis

struct MissingConformance: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/missing-conformance", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable type or extension that does not declare conformance to Instantiable",
        details: """
        @Instantiable expects the declaration it is attached to to say `Instantiable` (or `SafeDI.Instantiable`, \
        with or without `@retroactive`) in its own inheritance clause; otherwise it reports \
        "@Instantiable-decorated type or extension must declare conformance to `Instantiable`". A conformance \
        declared elsewhere is accepted only with `@Instantiable(conformsElsewhere: true)`; `mockOnly` types are \
        not checked.

        The fix-it adds `Instantiable` to the inheritance clause.
        """,
        fixTitles: ["Declare conformance to `Instantiable`"],
        triggeringExamples: ["""
        @Instantiable
        public final class Service {
            public init() {}
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service, """
        @Instantiable(conformsElsewhere: true)
        public final class Service {
            public init() {}
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .missingConformance = e.kind else { continue }
            out.append(finding("@Instantiable-decorated type or extension must declare conformance to `Instantiable`",
                               at: file.anchor(e), fixes: [file.fixes.declareConformance(e.decl)]))
        }
    }
}
