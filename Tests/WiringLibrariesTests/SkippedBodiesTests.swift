import Foundation
import XCTest
import WiringAnalysis
import WiringLibraries
import WiringSyntax
import WiringTestSupport

/// The extraction's parse skips bodies no library reads calls in
/// (`SyntaxInterest.bodyWords`): the facts must be those of a full parse.
/// Every fixture of every library, and each cut short at a few places (as
/// an editor sends it mid-word), is extracted both ways.
final class SkippedBodiesTests: XCTestCase {
    func testEveryFixtureHasTheFactsOfAFullParse() throws {
        let extractor = FactExtractor(libraries: Registry.libraries)
        let root = FixtureFiles.root
        let paths = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(paths.count, 100)
        var compared = 0
        for path in paths {
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(path)))
            for cut in [bytes.count, bytes.count * 2 / 3, bytes.count / 3] {
                let source = SourceText(Array(bytes[0..<cut]))
                let skipping = extractor.extract(source: source)
                let full = extractor.extract(ParsedFile(source: source))
                // compared as blobs: every fact and anchor, told apart by file
                XCTAssertTrue(FactsCoding.encode(skipping.facts, skipping.anchors, version: 0)
                                == FactsCoding.encode(full.facts, full.anchors, version: 0),
                              "\(path) cut at \(cut): other facts when bodies are skipped")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 3 * paths.count)
    }

    /// Each library's words are in the union the extractor parses with.
    func testTheExtractorParsesWithEveryLibrarysWords() {
        let union = SyntaxInterest.union(Registry.libraries.map(\.interest))
        for library in Registry.libraries {
            XCTAssertTrue(library.interest.bodyWords.isSubset(of: union.bodyWords), library.name)
        }
        XCTAssertFalse(union.bodyWords.isEmpty)
    }
}
