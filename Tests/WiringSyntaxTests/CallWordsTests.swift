import XCTest
@testable import WiringSyntax

/// A parse given `CallWords` skips the calls of bodies that hold none of
/// them, and finds the same declarations, at the same places, as a full one.
final class CallWordsTests: XCTestCase {
    let words = CallWords(["register", "resolve", "~>"])

    func names(_ file: ParsedFile, _ d: Decl) -> [String] { file.outline.calls(in: d).map(file.name) }

    func testBodiesWithoutAWordKeepNoCalls() {
        let src = """
        final class Setup {
            func plain() { print(load(1)); other { nested() } }
            func wired(c: Container) { c.register(A.self) { _ in A(make()) } }
            var computed: Int { compute() }
            var observed = 1 { didSet { notify() } }
            func arrow(r: Resolver) -> A { log(); return r ~> A.self }
            init(x: Int = makeDefault()) { setUp() }
        }
        """
        let file = ParsedFile(source: SourceText(src), callWords: words)
        let full = ParsedFile(source: SourceText(src))
        let members = file.outline.decls[0].members!
        XCTAssertEqual(names(file, members[0]), [])
        XCTAssertEqual(names(file, members[1]), names(full, full.outline.decls[0].members![1]))
        XCTAssertEqual(names(file, members[1]), ["register", "A", "make"])
        XCTAssertEqual(names(file, members[2]), [])
        XCTAssertEqual(names(file, members[3]), [])
        XCTAssertEqual(names(file, members[4]), ["log"], "`~>` is a word: its body's calls are kept")
        // a default argument is no body: its calls stay
        XCTAssertEqual(names(file, members[5]), ["makeDefault"])
        XCTAssertEqual(sketch(file), sketch(full))
        XCTAssertEqual(members.map(\.body), full.outline.decls[0].members!.map(\.body))
    }

    /// Where a body ends is where a full parse ends it, also in code that
    /// is cut or broken: an `#if` condition with a parenthesis left open
    /// takes the braces after it along, as the full parse's scan does.
    func testSkippedBodiesEndWhereAFullParseEndsThem() {
        let sources = [
            "func f() {\n#if canImport(Combine\n  g() }\n}\nfunc after() {}\n",
            "func f() {\n  if x { y() }\n#if os(iOS) || os(tvOS\n}\nstruct S {}\n",
            "func f() { ( } func g() { [ } }",
            "func f() { let s = \"}\"; /* } */ h() }\nfunc g() {}",
            "func f() {",
            String(repeating: "func f() { ", count: 5) + String(repeating: "{ (", count: 200) + "}",
        ]
        for src in sources {
            let file = ParsedFile(source: SourceText(src), callWords: words)
            let full = ParsedFile(source: SourceText(src))
            XCTAssertEqual(sketch(file), sketch(full), src)
            func bodies(_ ds: [Decl]) -> [Range<Int>?] { ds.flatMap { [$0.body] + bodies($0.members ?? []) } }
            XCTAssertEqual(bodies(file.outline.decls), bodies(full.outline.decls), src)
        }
    }

    func testWordsAreWholeTokens() {
        let w = CallWords(["Task", "retry"])
        let hits = ["Task", "retry"].map { s in Array(s.utf8).withUnsafeBufferPointer { w.contains($0.baseAddress!, $0.count) } }
        let misses = ["Tasks", "task", "retr", "Tas", ""].map { s in
            Array(s.utf8).withUnsafeBufferPointer { $0.baseAddress.map { w.contains($0, s.utf8.count) } ?? false }
        }
        XCTAssertEqual(hits, [true, true])
        XCTAssertEqual(misses, [false, false, false, false, false])
    }
}
