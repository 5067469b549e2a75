import WiringAnalysis

struct InitNotPublic: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/init-not-public", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "The closest initializer of an @Instantiable type is not public",
        details: """
        SafeDI's generated code calls the initializer from another file, maybe another module: it must be \
        `public` or `open`. When no initializer qualifies and the closest one only lacks that, the macro \
        reports "@Instantiable-decorated type must have a `public` or `open` initializer." on it.

        The fix-it makes it `public`, replacing `internal`, `fileprivate`, `private` or `package`.
        """,
        fixTitles: ["Add `public` modifier"],
        triggeringExamples: ["""
        @Instantiable
        public final class Service: Instantiable {
            init(client: Client) {
                self.client = client
            }

            @Instantiated let client: Client
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .initNotPublic = e.kind else { continue }
            let fix = file.fixes.addPublic(e.decl, replacing: ["internal", "fileprivate", "private", "package"])
            out.append(finding("@Instantiable-decorated type must have a `public` or `open` initializer.", at: file.anchor(e),
                               fixes: [fix]))
        }
    }
}
