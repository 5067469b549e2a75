import XCTest
@testable import WiringAnalysis
@testable import WiringInitializable
import WiringSyntax
import WiringTestSupport

/// What Initializable's own extraction records about an opener's receiver:
/// the innermost binding of its first name in scope at the call.
final class ReceiverBindingTests: XCTestCase {
    /// The bindings of the `markInitialized()` calls of `body` (inside a
    /// function with `params`), in order.
    private func bindings(_ body: String, params: String = "") -> [ReceiverBinding?] {
        let text = "func f(\(params)) async {\n\(body)\n}\n"
        let (facts, _) = FactExtractor(libraries: [InitializableLibrary()]).extract(ParsedFile(source: SourceText(text)))
        var out: [ReceiverBinding?] = []
        for i in facts.decls.indices {
            let own = InitializableFacts(facts.libraryFact(of: i, library: 0))
            for (k, c) in facts.calls(of: i).enumerated() where c.name == "markInitialized" { out.append(own.bindings[k]) }
        }
        return out
    }

    func testLoopsCastsAndClosures() {
        XCTAssertEqual(bindings("for s in services { await s.markInitialized() }"),
                       [.element(of: ["services"], nil)])
        XCTAssertEqual(bindings("for s in xs where s.ok { await s.markInitialized() }", params: "xs: [A]"),
                       [.element(of: ["xs"], .parameter("[A]"))])
        XCTAssertEqual(bindings("for try await s in self.stream.values { await s.markInitialized() }"),
                       [.element(of: ["self", "stream", "values"], nil)])
        XCTAssertEqual(bindings("for case let s as Cache<Int> in all { await s.markInitialized() }"),
                       [.localAnnotated("Cache<Int>")])
        XCTAssertEqual(bindings("for s: A in all { await s.markInitialized() }"), [.localAnnotated("A")])
        XCTAssertEqual(bindings("for (k, s) in dict { await s.markInitialized() }"), [.opaque])
        XCTAssertEqual(bindings("let run = { [weak self] (s: A, n: Int) async throws -> Void in await s.markInitialized() }"),
                       [.localAnnotated("A")])
        XCTAssertEqual(bindings("xs.forEach { s in Task { await s.markInitialized() } }"),
                       [.element(of: ["xs"], nil)])
        XCTAssertEqual(bindings("self.xs.forEach({ Task { await $0.markInitialized() } })"),
                       [.element(of: ["self", "xs"], nil)])
        XCTAssertEqual(bindings("run { s in await s.markInitialized() }"), [.opaque])
        // contextual keywords name variables too
        XCTAssertEqual(bindings("for open in all { await open.markInitialized() }"), [.element(of: ["all"], nil)])
        XCTAssertEqual(bindings("let actor: A? = nil\nawait actor?.markInitialized()"), [.localAnnotated("A?")])
    }

    func testOptionalBindingsAndScopes() {
        XCTAssertEqual(bindings("if let s = self.opt, s.ok { await s.markInitialized() }"),
                       [.value(of: ["self", "opt"], nil)])
        XCTAssertEqual(bindings("guard let s = opt else { return }\nawait s.markInitialized()", params: "opt: A?"),
                       [.value(of: ["opt"], .parameter("A?"))])
        XCTAssertEqual(bindings("if let s = any as? A { await s.markInitialized() }"), [.localAnnotated("A")])
        XCTAssertEqual(bindings("while let s = q.popLast() as? A { await s.markInitialized() }"), [.localAnnotated("A")])
        XCTAssertEqual(bindings("if let s { await s.markInitialized() }", params: "s: A?"),
                       [.value(of: ["s"], .parameter("A?"))])
        // the block's binding ends with it; then the parameter
        XCTAssertEqual(bindings("if let s = other { _ = s }\nawait s.markInitialized()", params: "s: A"),
                       [.parameter("A")])
        // a later local shadows the parameter, an inner one the outer one
        XCTAssertEqual(bindings("let s: [B] = []\nfor s in s { await s.markInitialized() }", params: "s: A"),
                       [.element(of: ["s"], .localAnnotated("[B]"))])
        // `repeat { } while c` opens no block: the `let` after it is a statement
        XCTAssertEqual(bindings("repeat { } while c\nlet s = A()\nTask { }\nawait s.markInitialized()"),
                       [.localConstructed("A")])
        // a call's result: a candidate type the analysis checks
        XCTAssertEqual(bindings("let s = make()\nawait s.markInitialized()"), [.localConstructed("make")])
        XCTAssertEqual(bindings("let s = xs[0]\nawait s.markInitialized()"), [.opaque])
        XCTAssertEqual(bindings("let all = [A(), A()]\nfor s in all { await s.markInitialized() }"),
                       [.element(of: ["all"], .localAnnotated("[A]"))])
    }

    /// Unbalanced types and closure heads are walked in bounded time.
    func testUnbalancedInputTerminates() {
        let junk = String(repeating: "let a: [[<(\n", count: 3000) + String(repeating: "_ = { [ (a: <<\n", count: 3000)
        let started = Date()
        for _ in 0..<3 {
            let found = bindings(junk + "await s.markInitialized()\nawait s.markInitialized()\n")
            XCTAssertLessThanOrEqual(found.count, 2)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
