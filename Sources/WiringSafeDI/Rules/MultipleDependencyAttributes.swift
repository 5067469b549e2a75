import WiringAnalysis

struct MultipleDependencyAttributes: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/multiple-dependency-attributes", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A property with more than one of @Instantiated, @Received and @Forwarded",
        details: """
        A dependency is instantiated by its owner, received from an ancestor, or forwarded by whoever builds \
        its owner: one of the three. @Instantiable reports "Dependency can have at most one of @Instantiated, \
        @Received, or @Forwarded attached macro" on the property's attributes, and does not count the property \
        as a dependency.

        The fix-it keeps the first of the three attributes and removes the others.
        """,
        fixTitles: ["Remove excessive attached macros"],
        triggeringExamples: ["""
        @Instantiable
        public final class Service: Instantiable {
            public init(client: Client) {
                self.client = client
            }

            @Instantiated @Received let client: Client
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .multipleAttributes(_, let removed) = e.kind else { continue }
            out.append(finding("Dependency can have at most one of @Instantiated, @Received, or @Forwarded attached macro",
                               at: file.anchor(e), fixes: [file.fixes.removeAttributes(e.decl, removed)]))
        }
    }
}
