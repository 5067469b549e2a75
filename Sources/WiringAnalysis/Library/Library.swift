/// A library Wiring checks, as everything outside the library's own module
/// sees it: its descriptor. The registry lists the descriptors; the core,
/// the engine, the server and the command line know libraries only through
/// them, and discover what a library can do beyond rules through its
/// optional capabilities (`summaries`, `graphStyle`, and the analysis
/// conforming to `NavigationProvider` or `GraphContributor`), never by name.
public protocol Library: Sendable {
    /// The prefix of its rule ids (`<id>/<rule>`), lower case.
    var id: String { get }
    /// Its name as its users write it: rule pages, the graph's `framework`.
    var name: String { get }
    /// What it needs the neutral extractor to record.
    var interest: SyntaxInterest { get }
    /// What it extracts from the syntax itself, beyond the neutral facts.
    var extraction: (any LibraryExtraction)? { get }
    /// Every rule, in the order `wiring rules` lists them.
    var rules: [RuleInfo] { get }
    /// How its per-type summaries are shown, when its units report any.
    var summaries: (any SummaryPresentation)? { get }
    /// How its nodes and edges are drawn, when it contributes to the graph.
    var graphStyle: GraphStyle? { get }
    /// Attribute names that give a declaration a role in the library
    /// (shown in document symbols), without `@`.
    var roleAttributes: [String] { get }
    /// A new analysis, for one workspace.
    func makeAnalysis() -> any LibraryAnalysis
}

extension Library {
    public var extraction: (any LibraryExtraction)? { nil }
    public var summaries: (any SummaryPresentation)? { nil }
    public var graphStyle: GraphStyle? { nil }
    public var roleAttributes: [String] { [] }
}

/// A library's analysis of one workspace: facts in, findings out,
/// recomputed by what changed.
public protocol LibraryAnalysis: AnyObject {
    /// Brings the library's units up to date: the files in
    /// `context.changedFiles` have new facts (or are gone), the keys in
    /// `context.dirtyKeys` stand for something else now. Each recomputed
    /// unit reports its output to `context`.
    func update(_ context: UpdateContext)

    /// Milliseconds of the parts of its last update worth telling apart
    /// (`wiring check --verbose`).
    var lastTimes: [(String, Double)] { get }
}

extension LibraryAnalysis {
    public var lastTimes: [(String, Double)] { [] }
}

/// An analysis that contributes its part of the dependency graph
/// (`wiring graph`, the server's `wiring.graph`).
public protocol GraphContributor: LibraryAnalysis {
    func graph(_ workspace: AnalysisWorkspace) -> DependencyGraph
}

/// An analysis that answers the editor's navigation questions about a
/// position, a file or the workspace. Answers of several libraries are
/// joined in registry order.
public protocol NavigationProvider: LibraryAnalysis {
    func definition(path: String, offset: Int, in workspace: AnalysisWorkspace) -> [DILocation]
    func references(path: String, offset: Int, includeDeclaration: Bool, in workspace: AnalysisWorkspace) -> [DILocation]
    func hover(path: String, offset: Int, in workspace: AnalysisWorkspace) -> DIHover?
    func codeLenses(path: String, in workspace: AnalysisWorkspace) -> [DILens]
    /// Declarations whose name contains `query` (case-insensitive; all for
    /// an empty one), at most `limit`.
    func symbols(query: String, limit: Int, in workspace: AnalysisWorkspace) -> [DISymbol]
}
