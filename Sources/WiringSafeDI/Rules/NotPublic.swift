import WiringAnalysis

struct NotPublic: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/not-public", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable type that is not public or open",
        details: """
        SafeDI generates the code that builds the dependency tree in its own file, possibly for another module: \
        every @Instantiable type must be `public` or `open`. The macro reports \
        "@Instantiable-decorated type must be `public` or `open`" on the whole declaration.

        The fix-it makes the type `public`, replacing `internal`, `fileprivate`, `private` or `package`.
        """,
        fixTitles: ["Add `public` modifier"],
        triggeringExamples: ["""
        @Instantiable
        final class Service: Instantiable {
            public init() {}
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .notPublic = e.kind else { continue }
            // `public package` would not compile: `package` goes too
            let fix = file.fixes.addPublic(e.decl, replacing: ["internal", "fileprivate", "private", "package"])
            out.append(finding("@Instantiable-decorated type must be `public` or `open`", at: file.anchor(e), fixes: [fix]))
        }
    }
}
