import Foundation
import XCTest
@testable import WiringSyntax
import WiringTestSupport

/// A range's tokens taken from the parser's (`ParsedFile.tokens(from:limit:)`)
/// are the tokens a lexer started there reads (`SourceText.tokens`), flags
/// and all, and its compact text the one lexing again makes: for every
/// declaration, body, initial value, call and random range of every
/// fixture, and where a range starts in trivia or cuts a token.
final class RangeTokensTests: XCTestCase {
    func lexed(_ file: ParsedFile, _ r: Range<Int>) -> [Token] {
        file.source.tokens(from: r.lowerBound, limit: r.upperBound, max: 1 << 20)
    }

    func check(_ file: ParsedFile, _ r: Range<Int>, _ what: String, file path: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(file.tokens(from: r.lowerBound, limit: r.upperBound), lexed(file, r), what, file: path, line: line)
        // the compact text made of those tokens is the one lexing again makes
        XCTAssertEqual(file.compactText(r), file.source.compactText(r), what, file: path, line: line)
    }

    func testTrickyRanges() {
        let src = """
        /// doc
        @MainActor final class A {
            func f() { let s = "a /* b */ c"; _ = #"raw"# ; x /= 2 }  // trailing
            /* block
               comment */ var v: Int { 1 }
        }
        let r = /a+b/
        """
        let file = ParsedFile(source: SourceText(src))
        let n = file.source.count
        // every start and end, also inside tokens, comments and strings
        for lo in stride(from: 0, to: n, by: 1) {
            for hi in [lo + 1, lo + 7, lo + 30, n, n + 5] where hi > lo {
                check(file, lo..<hi, "\(lo)..<\(hi)")
            }
        }
        XCTAssertEqual(file.tokens(from: n, limit: n + 1), [])
        XCTAssertEqual(file.tokens(from: -1, limit: 3), [])
    }

    func testEveryDeclarationOfEveryFixture() throws {
        var rng = SystemRandomNumberGenerator()
        var files = 0
        let root = FixtureFiles.root
        let all = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(all.count, 50)
        for rel in all.sorted() {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(rel)))
            let file = ParsedFile(source: SourceText(bytes))
            files += 1
            func visit(_ decls: [Decl]) {
                for d in decls {
                    check(file, d.range, "\(rel) \(d.name)")
                    if let b = d.body { check(file, b, "\(rel) \(d.name) body") }
                    if let i = d.initializer { check(file, i, "\(rel) \(d.name) initial value") }
                    visit(d.members ?? [])
                }
            }
            visit(file.outline.decls)
            for c in file.outline.calls {
                check(file, c.range, "\(rel) call")
                check(file, c.calleeRange, "\(rel) callee")
            }
            let n = bytes.count
            guard n > 2 else { continue }
            for _ in 0..<20 {
                let lo = Int.random(in: 0..<n, using: &rng)
                let hi = Int.random(in: lo...n, using: &rng)
                check(file, lo..<hi, "\(rel) \(lo)..<\(hi)")
            }
        }
        XCTAssertGreaterThan(files, 50)
    }
}
