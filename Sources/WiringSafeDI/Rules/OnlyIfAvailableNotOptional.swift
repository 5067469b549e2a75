import WiringAnalysis

struct OnlyIfAvailableNotOptional: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/only-if-available-not-optional", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A dependency with onlyIfAvailable: whose type is not spelled with ?",
        details: """
        `@Received(onlyIfAvailable: true)` (or `@Instantiated`) gets `nil` when no ancestor provides the \
        dependency, so its type must be optional, spelled `T?`: SafeDI reads the text, and `Optional<T>` or \
        `T!` are rejected. The macro checks this whenever the argument is written, even as `false`, and \
        reports "The type of a dependency decorated with `onlyIfAvailable: true` must be marked as optional \
        utilizing the `?` spelling" on the property's bindings.

        The fix-it spells each non-optional type `T?` (`(any P)?` where the type needs parentheses).
        """,
        fixTitles: ["Mark the type as optional using `?`"],
        triggeringExamples: ["""
        public final class Service {
            @Received(onlyIfAvailable: true) let client: Client
        }
        """],
        nonTriggeringExamples: ["""
        public final class Service {
            @Received(onlyIfAvailable: true) let client: Client?
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .onlyIfAvailableNotOptional(let bindings) = e.kind else { continue }
            out.append(finding("The type of a dependency decorated with `onlyIfAvailable: true` must be marked as optional utilizing the `?` spelling",
                               at: file.anchor(e), fixes: [file.fixes.markOptional(bindings)]))
        }
    }
}
