import XCTest
@testable import WiringSyntax
import WiringTestSupport

/// Half-typed code: every sample cut at many points, and mutated by random
/// single-token deletions and insertions, must parse to completion without a
/// crash. (A hang would stall this test; speed itself is measured by
/// scripts/bench-parser, not here.)
final class RobustnessTests: XCTestCase {
    func samples() throws -> [(String, [UInt8])] {
        let dir = try XCTUnwrap(Bundle.module.url(forResource: "Samples", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 2)
        return try names.map { ($0, Array(try Data(contentsOf: dir.appendingPathComponent($0)))) }
    }

    /// Parses and checks the outline's basic invariants.
    func check(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
        let file = ParsedFile(source: SourceText(bytes))
        func walk(_ ds: [Decl]) {
            for d in ds {
                XCTAssertLessThanOrEqual(d.range.lowerBound, d.range.upperBound, what())
                XCTAssertLessThanOrEqual(d.range.upperBound, bytes.count, what())
                XCTAssertLessThanOrEqual(d.calls.upperBound, file.outline.calls.count, what())
                walk(d.members ?? [])
            }
        }
        walk(file.outline.decls)
        var last = -1
        for c in file.outline.calls {
            XCTAssertGreaterThanOrEqual(c.calleeRange.lowerBound, last, "calls are in source order: " + what())
            last = c.calleeRange.lowerBound
            XCTAssertLessThanOrEqual(c.arguments.upperBound, file.outline.arguments.count, what())
        }
    }

    func testEveryPrefix() throws {
        for (name, bytes) in try samples() {
            // every 7th byte, and every token boundary region near the end
            var cut = 0
            while cut <= bytes.count {
                check(Array(bytes[0..<cut]), "\(name) cut at \(cut)")
                cut += 7
            }
        }
    }

    func testRandomTokenDeletionsAndInsertions() throws {
        var rng = SeededRandom(seed: 42)
        let junk = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#if", "#endif", "/*", "*/", "//", "func", "var",
                    "@", "<", ">", "`", "#\"", "\\(", ",", ":", "=", "case", "class", "\u{0}", "\u{FF}"]
        for (name, bytes) in try samples() {
            let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }.dropLast()
            for _ in 0..<150 {
                let t = tokens[Int(rng.next() % UInt64(tokens.count)) + tokens.startIndex]
                var mutated = bytes
                if rng.next() % 2 == 0 {
                    mutated.removeSubrange(t.range)
                } else {
                    let insert = Array(junk[Int(rng.next() % UInt64(junk.count))].utf8)
                    mutated.insert(contentsOf: insert, at: Int(t.start))
                }
                check(mutated, "\(name) mutated at \(t.start)")
            }
        }
    }
}
