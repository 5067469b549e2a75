import WiringAnalysis
@testable import WiringInitializable

/// Gate coverage as the tests read it: Initializable's summaries, typed.
extension AnalysisResult {
    var coverage: [GateCoverage] { summaries.compactMap(GateCoverage.init) }
}

extension GateCoverage {
    /// Strict coverage: gated / (gated + ungated); 1 when nothing is async.
    var ratio: Double { gated + ungated == 0 ? 1 : Double(gated) / Double(gated + ungated) }
    /// The code lens.
    var lens: String { CoveragePresentation().lens(summary) }
}
