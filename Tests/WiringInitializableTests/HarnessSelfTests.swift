import XCTest
import WiringAnalysis
import WiringInitializable
import WiringTestSupport

/// The fixture harness must fail when a fixture is wrong: these feed it
/// wrong expectations and check that it complains.
final class HarnessSelfTests: XCTestCase {
    private let body = """
    actor Svc: Initializable {
        let gate = InitializationGate()
        func setup() async { await markInitialized() }
        @WaitForInit
        func load() -> Int { 0 }
    }
    """

    private func failures(_ annotation: String) throws -> [String] {
        let text = body.replacingOccurrences(of: "func load() -> Int { 0 }", with: "func load() -> Int { 0 } " + annotation)
        var v = FixtureVerifier(try Fixture(name: "self.swift", text: text), libraries: [InitializableLibrary()])
        return try v.run()
    }

    private let message = "@WaitForInit requires the function to be 'async'"

    func testCorrectExpectationPasses() throws {
        XCTAssertEqual(try failures("// expected-error@-1:5-17 {{\(message)}} {{+1:16-+1:16= async}} {{title=Add 'async'}}"), [])
        XCTAssertEqual(try failures("// expected-error@-1 {{\(message)}} {{+1:16-+1:16= async}}"), [])
    }

    func testMissingExpectationFails() throws {
        let f = try failures("")
        XCTAssertEqual(f.count, 1)
        XCTAssertTrue(f[0].hasPrefix("unexpected: "), f[0])
    }

    func testWrongMessageLineColumnSeverityOrFixFails() throws {
        XCTAssertFalse(try failures("// expected-error@-1:5 {{\(message)!}} {{+1:16-+1:16= async}}").isEmpty)
        XCTAssertFalse(try failures("// expected-error:5 {{\(message)}} {{+1:16-+1:16= async}}").isEmpty)
        XCTAssertFalse(try failures("// expected-error@-1:6 {{\(message)}} {{+1:16-+1:16= async}}").isEmpty)
        XCTAssertFalse(try failures("// expected-error@-1:5-16 {{\(message)}} {{+1:16-+1:16= async}}").isEmpty)
        XCTAssertFalse(try failures("// expected-warning@-1:5 {{\(message)}} {{+1:16-+1:16= async}}").isEmpty)
        XCTAssertFalse(try failures("// expected-error@-1:5 {{\(message)}} {{+1:16-+1:16=async}}").isEmpty)
        XCTAssertFalse(try failures("// expected-error@-1:5 {{\(message)}}").isEmpty, "fix-its must be listed")
        XCTAssertFalse(try failures("// expected-error@-1:5 {{\(message)}} {{+1:16-+1:16= async}} {{title=Add async}}").isEmpty)
    }

    func testExtraExpectationFails() throws {
        let f = try failures("// expected-error@-1:5 {{\(message)}} {{+1:16-+1:16= async}} expected-hint {{nothing}}")
        XCTAssertEqual(f.count, 1)
        XCTAssertTrue(f[0].hasPrefix("expected, not reported"), f[0])
    }

    func testBadSyntaxThrows() {
        XCTAssertThrowsError(try failures("// expected-error@-1:5 no braces"))
        XCTAssertThrowsError(try failures("// expected-fatal {{x}}"))
    }

    func testRelativeAndAbsoluteEditLines() throws {
        // the same edit written with an absolute line number
        XCTAssertEqual(try failures("// expected-error@-1:5 {{\(message)}} {{5:16-5:16= async}}"), [])
    }
}
