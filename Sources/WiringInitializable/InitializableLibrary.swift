import WiringAnalysis

/// Initializable (types with an initialization `gate`, `@AutoAwaitInit`,
/// `@WaitForInit`, `@SkipInit` and their throwing variants): the macros'
/// own checks, and gate coverage — which async methods wait for the gate,
/// and whether anything opens it.
public struct InitializableLibrary: Library {
    public init() {}

    public var id: String { "initializable" }
    public var name: String { "Initializable" }

    /// The calls that open a gate; an opener's other calls in order (which
    /// run before it opens the gate), those in a spawned task apart.
    public var interest: SyntaxInterest {
        SyntaxInterest(callNames: InitNames.openerCalls, sequenceMarkers: InitNames.openerCalls,
                       spawners: ["Task", "Task.detached", "AsyncTask", "detached", "Task.init"])
    }

    public var extraction: (any LibraryExtraction)? { InitializableExtraction() }

    public var rules: [RuleInfo] { InitializableRules.all }

    public var summaries: (any SummaryPresentation)? { CoveragePresentation() }

    public var roleAttributes: [String] { Array(InitNames.macroNames).sorted() }

    public func makeAnalysis() -> any LibraryAnalysis { InitializableAnalysis() }
}
