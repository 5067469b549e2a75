import WiringAnalysis
import WiringSyntax

struct TypedThrowsStamped: InitializableFileRule {
    let info = RuleInfo(
        id: "initializable/typed-throws-stamped", library: "Initializable", defaultSeverity: .error, kind: .wiring,
        summary: "@WaitForThrowingInit on a 'throws(E)' method: the injected wait throws 'any Error'",
        details: """
        @AutoAwaitThrowingInit stamps every async throwing method, typed throws included, and \
        @WaitForThrowingInit then inserts 'try await awaitInitialized()', which throws 'any Error'. A \
        'throws(MyError)' method cannot propagate that, so the expansion fails to compile ("thrown \
        expression type 'any Error' cannot be converted to error type").

        Change the method to plain 'throws' (or mark it with @SkipInit and wait by hand, mapping the error).
        """,
        fixTitles: ["Change to 'throws'"],
        triggeringExamples: ["""
        enum LoadError: Error { case failed }
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @SkipInit func connect() async { await markInitialized() }
            func items() async throws(LoadError) -> [Int] { [] }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @SkipInit func connect() async { await markInitialized() }
            func items() async throws -> [Int] { [] }
        }
        """])

    func check(_ file: InitFileContext, into out: inout [Finding]) {
        // stamped or written, where the injected wait compiles into the body
        for (f, i) in file.simulation.injections.sorted(by: { $0.key < $1.key }) where i.throwing {
            guard let typed = file.simulation.typedThrowsClause(f) else { continue }
            out.append(finding("@WaitForThrowingInit injects 'try await awaitInitialized()', which throws 'any Error'; '\(typed)' cannot propagate it (change it to 'throws')",
                               at: file.anchor(f, .throwsClause),
                               fixes: [FixRecipe(title: "Change to 'throws'", edits: [.replace(file.anchor(f, .throwsClause), "throws")])]))
        }
    }
}
