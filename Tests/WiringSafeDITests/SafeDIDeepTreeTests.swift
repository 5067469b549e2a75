import XCTest
import WiringAnalysis
import WiringSafeDI
import WiringSyntax

/// The tree is walked without recursion: a chain of instantiations far
/// deeper than a thread's stack is checked to its bottom.
final class SafeDIDeepTreeTests: XCTestCase {
    func testAChainDeeperThanAStackIsWalked() {
        let depth = 20_000
        var text = """
            import SafeDI

            @Instantiable(isRoot: true)
            public final class Root: Instantiable {
                public init(t0: T0) { self.t0 = t0 }
                @Instantiated let t0: T0
            }

            """
        for k in 0..<depth {
            let next = k + 1 < depth ? "\n    @Instantiated let t\(k + 1): T\(k + 1)" : "\n    @Received let missing: Missing"
            let parameter = k + 1 < depth ? "t\(k + 1): T\(k + 1)" : "missing: Missing"
            let assignment = k + 1 < depth ? "self.t\(k + 1) = t\(k + 1)" : "self.missing = missing"
            text += "@Instantiable\npublic final class T\(k): Instantiable {\n    public init(\(parameter)) { \(assignment) }\(next)\n}\n"
        }
        let result = Analyzer.analyze([SourceFile(path: "Chain.swift", text: text)], libraries: [SafeDILibrary()])
        XCTAssertEqual(result.diagnostics.map(\.rule), ["safedi/unfulfillable-received"])
        // the chain from the root, every hop, and what `Missing` lacks
        XCTAssertEqual(result.diagnostics.first?.related.count, depth + 2, "the chain from the root, every hop")
    }
}
