import WiringAnalysis

/// AsyncGuardKit: task lifetimes (a task released and cancelled before it
/// runs, or never cancelled), `retry` and `withSingleFlight` misuse. Each
/// file is checked on its own, with the types its code runs in.
public struct AsyncGuardKitLibrary: Library {
    public init() {}

    public var id: String { "asyncguard" }
    public var name: String { "AsyncGuardKit" }
    public var interest: SyntaxInterest { SyntaxInterest(bodyWords: AsyncGuardExtraction.bodyWords) }
    public var extraction: (any LibraryExtraction)? { AsyncGuardExtraction() }
    public var rules: [RuleInfo] { AsyncGuardRules.all.map(\.info) }
    public func makeAnalysis() -> any LibraryAnalysis { AsyncGuardAnalysis() }
}

enum AsyncGuardRules {
    static let all: [any AsyncGuardRule] = [
        TaskWithoutLifetime(), LocalLifetime(), StoreNeverCancelled(), StrongSelfKeepsOwnerAlive(),
        RetryAttemptsNonPositive(), RetryTrailingShouldRetry(), SingleFlightUniqueKey(), SingleFlightReentrant(),
        UnboundTaskInLifetimeOwner(), ErrorsDiscarded(), UnboundedGrowth(), AmbiguousAnyCancellable(),
        RetryNonThrowingOperation(), RetryExcessiveBackoff(), SingleFlightSharedKey(), SingleFlightDescribingKey(),
    ]
}

/// `.detached()` reads like `Task.detached`; the hover says what it is.
extension AsyncGuardAnalysis: NavigationProvider {
    func definition(path: String, offset: Int, in w: AnalysisWorkspace) -> [DILocation] { [] }
    func references(path: String, offset: Int, includeDeclaration: Bool, in w: AnalysisWorkspace) -> [DILocation] { [] }
    func codeLenses(path: String, in w: AnalysisWorkspace) -> [DILens] { [] }
    func symbols(query: String, limit: Int, in w: AnalysisWorkspace) -> [DISymbol] { [] }

    func hover(path: String, offset: Int, in w: AnalysisWorkspace) -> DIHover? {
        for site in sites(path: path) {
            for f in site.facts where f.kind == .detached {
                guard let k = f.range(0), let library = libraryIndex,
                      let r = w.range(of: Anchor(file: path, decl: site.declID, role: .extracted(library: library, k))),
                      r.contains(offset) || r.upperBound == offset else { continue }
                return DIHover(markdown: "**AsyncGuardKit**: `.detached()` opts this task out of lifetime management only: "
                               + "nothing cancels it when its owner goes. The work is still a plain `Task`, unlike `Task.detached`: "
                               + "it keeps its priority and task-local values.", range: r)
            }
        }
        return nil
    }
}
