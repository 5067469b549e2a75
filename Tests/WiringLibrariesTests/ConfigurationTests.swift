import Foundation
import XCTest
@testable import WiringAnalysis
import WiringLibraries

/// `.wiring.json`'s messages: where JSON goes wrong, and the closest valid
/// key or rule id for one Wiring does not know.
final class ConfigurationTests: XCTestCase {
    func problem(_ text: String) -> JSONSyntaxCheck.Problem? { JSONSyntaxCheck.problem(in: Array(text.utf8)) }

    func testValidJSONHasNoProblem() {
        for text in [#"{}"#, #"{"rules": {"a": "off"}, "exclude": ["x", "y"]}"#, "\u{FEFF}{\"a\": [1, -2.5e3, true, null]}",
                     #"{"a": 1,}"#, #"["é", "\u00e9\n"]"#] {
            XCTAssertNil(problem(text), text)
        }
    }

    func testProblemsAreLocatedByLineAndUTF8Column() {
        let missingComma = problem("{\n  \"rules\": {}\n  \"exclude\": []\n}")
        XCTAssertEqual(missingComma, .init(line: 3, column: 3, message: "expected ',' or '}' after a member, found '\"'", truncated: false))
        XCTAssertEqual(problem(#"{"é": x}"#)?.column, 8, "columns count UTF-8 bytes (characters would say 7)")
        XCTAssertEqual(problem("{'rules': {}}")?.message, "expected a key in double quotes, found '''")
        XCTAssertEqual(problem(#"{"a": 'b'}"#)?.message, "strings take double quotes (\"), not single quotes")
        XCTAssertEqual(problem(#"{"a": 1} x"#)?.message, "unexpected 'x' after the JSON value")
        XCTAssertEqual(problem(#"{"a": 01}"#)?.message, "a number may not start with 0")
    }

    func testTruncatedTextIsSaidToBeTruncated() throws {
        let p = try XCTUnwrap(problem("{\n  \"rules\": {\n    \"a\": \"off\",\n"))
        XCTAssertTrue(p.truncated)
        XCTAssertEqual(p.line, 4)
        XCTAssertEqual(p.column, 1)
        XCTAssertEqual(p.explanation, "truncated JSON: the text ends before the object opened at line 2, column 12 is closed")
        XCTAssertEqual(problem(#"{"rules": {"a": "of"#)?.explanation,
                       "truncated JSON: the text ends before the string opened at line 1, column 17 is closed")
        XCTAssertThrowsError(try Configuration.load(json: Data("{\"rules\": {".utf8), rules: RuleCatalog(Registry.libraries))) { error in
            let e = error as? Configuration.LoadError
            XCTAssertEqual(e?.located(in: ".wiring.json"),
                           ".wiring.json:1:12: truncated JSON: the text ends before the object opened at line 1, column 11 is closed")
            XCTAssertFalse("\(error)".contains("not a JSON object"))
        }
    }

    func testUnknownKeysAndRuleIdsAreWarnedAboutWithTheClosest() throws {
        let json = #"{"rule": {}, "rules": {"initializable/gate-never-open": "warning", "UNGATED-ASYNC": "off", "qqqq": "off"}}"#
        let (c, warnings) = try Configuration.load(json: Data(json.utf8), rules: RuleCatalog(Registry.libraries))
        XCTAssertEqual(warnings, [
            "unknown key 'rule' ignored; did you mean 'rules'?",
            "unknown rule 'UNGATED-ASYNC' ignored; did you mean 'initializable/ungated-async'?",
            "unknown rule 'initializable/gate-never-open' ignored; did you mean 'initializable/gate-never-opened'?",
            "unknown rule 'qqqq' ignored; `wiring rules` lists every rule",
        ])
        XCTAssertEqual(c.severities["initializable/gate-never-open"], .some(.warning), "kept, as before: it does no harm")
        XCTAssertEqual(try Configuration.load(json: Data(#"{"zzzzzzzz": 1}"#.utf8), rules: RuleCatalog(Registry.libraries)).warnings,
                       ["unknown key 'zzzzzzzz' ignored; valid keys: rules, exclude, baseline"])
        XCTAssertEqual(try Configuration.load(json: Data(#"{"wiring": {"rules": {}}}"#.utf8), rules: RuleCatalog(Registry.libraries)).warnings, [])
    }

    func testBadValuesSayWhatWasFound() {
        XCTAssertThrowsError(try Configuration.load(json: Data(#"{"rules": ["a"]}"#.utf8), rules: RuleCatalog(Registry.libraries))) {
            XCTAssertEqual("\($0)", "'rules' must be an object of rule ids and severities, found an array")
        }
        XCTAssertThrowsError(try Configuration.load(json: Data(#"{"rules": {"a": true}}"#.utf8), rules: RuleCatalog(Registry.libraries))) {
            XCTAssertEqual("\($0)", "rule 'a': severity must be a string (error, warning, information, hint, off), found a boolean")
        }
        XCTAssertThrowsError(try Configuration.load(json: Data("42".utf8), rules: RuleCatalog(Registry.libraries))) {
            XCTAssertEqual("\($0)", "expected a JSON object ({…}), found a number")
        }
    }
}
