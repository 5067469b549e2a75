import WiringAnalysis

struct DependencyHasInitializer: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/dependency-has-initializer", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiated, @Received or @Forwarded property with an initial value",
        details: """
        SafeDI passes every dependency to the initializer; a value written after `=` would never be used. \
        @Instantiable reports "Dependency must not have hand-written initializer" on the property, once for \
        each binding that has a value.

        The fix-it removes ` = value`.
        """,
        fixTitles: ["Remove initializer"],
        triggeringExamples: ["""
        @Instantiable
        public final class Service: Instantiable {
            public init(client: Client) {
                self.client = client
            }

            @Instantiated let client: Client = Client()
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .dependencyHasInitializer(let binding) = e.kind else { continue }
            out.append(finding("Dependency must not have hand-written initializer", at: file.anchor(e),
                               fixes: [file.fixes.removeInitializer(binding: binding)]))
        }
    }
}
