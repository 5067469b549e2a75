import WiringAnalysis

struct InitMissingArguments: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/init-missing-arguments", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "The closest initializer of an @Instantiable type lacks parameters for some dependencies",
        details: """
        SafeDI builds an @Instantiable type with a `public` initializer that takes each @Instantiated, \
        @Received and @Forwarded property (by the property's name and type; closures `@escaping`), any other \
        parameter having a default value. When no initializer qualifies, the macro picks the one closest to \
        qualifying; if parameters are what it lacks, it reports "@Instantiable-decorated type must have a \
        `public` or `open` initializer with a parameter for each @Instantiated, @Received, or \
        @Forwarded-decorated property." on it.

        The fix-it ("Add arguments for label: Type, …") rewrites the parameter list as one parameter per \
        dependency, in the properties' order, keeping the matching and the defaulted parameters as written, \
        and adds the `self.label = label` assignments the body lacks.
        """,
        fixTitles: ["Add arguments for …"],
        triggeringExamples: ["""
        @Instantiable
        public final class Service: Instantiable {
            public init() {}

            @Instantiated let client: Client
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .initMissingArguments(let dependencies, let missing) = e.kind else { continue }
            out.append(finding("@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.",
                               at: file.anchor(e),
                               fixes: [file.fixes.addArguments(e.decl, dependencies: dependencies, missing: missing)]))
        }
    }
}
