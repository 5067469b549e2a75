import Foundation
import XCTest
@testable import WiringAnalysis
import WiringLibraries

/// `.wiring.json`'s messages: where JSON goes wrong (strict JSON), what a
/// wrong value is and where, and the closest valid key or rule id for one
/// Wiring does not know.
final class ConfigurationTests: XCTestCase {
    func problem(_ text: String) -> JSONDocument.Problem? { JSONDocument.problem(in: Array(text.utf8)) }

    func load(_ text: String) throws(Configuration.Message) -> (configuration: Configuration, warnings: [Configuration.Message]) {
        try Configuration.load(json: Data(text.utf8), rules: RuleCatalog(Registry.libraries))
    }

    /// The error `load` throws, as the command line shows it.
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try load(text)
            XCTFail("accepted: \(text)", file: file, line: line)
            return nil
        } catch {
            return error.located(in: ".wiring.json")
        }
    }

    func testValidJSONHasNoProblem() {
        for text in [#"{}"#, #"{"rules": {"a": "off"}, "exclude": ["x", "y"]}"#, "\u{FEFF}{\"a\": [1, -2.5e3, true, null]}",
                     #"["é", "\u00e9\n"]"#] {
            XCTAssertNil(problem(text), text)
        }
    }

    func testProblemsAreLocatedByLineAndUTF8Column() {
        let missingComma = problem("{\n  \"rules\": {}\n  \"exclude\": []\n}")
        XCTAssertEqual(missingComma, .init(location: .init(line: 3, column: 3, utf16Character: 2),
                                           message: "expected ',' or '}' after a member, found '\"'", truncated: false))
        XCTAssertEqual(problem(#"{"é": x}"#)?.column, 8, "columns count UTF-8 bytes (characters would say 7)")
        XCTAssertEqual(problem(#"{"😀": x}"#)?.location.utf16Character, 7, "and UTF-16 code units for a language server")
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

    func testTrailingCommasAreCalledTrailingCommas() {
        XCTAssertEqual(error("{\n  \"rules\": {\"initializable/ungated-async\": \"off\",},\n}"),
                       ".wiring.json:2:49: invalid JSON: trailing comma after the last member (JSON allows none)")
        XCTAssertEqual(error(#"{"exclude": ["a",]}"#), ".wiring.json:1:17: invalid JSON: trailing comma after the last element (JSON allows none)")
        XCTAssertEqual(problem("[1,\n]")?.message, "trailing comma after the last element (JSON allows none)")
        XCTAssertEqual(problem("{,}")?.message, "expected a key in double quotes, found ','", "a lone comma is not a trailing one")
    }

    func testEmptyTextIsCalledEmpty() {
        for text in ["", "  \n\t"] {
            XCTAssertEqual(error(text), ".wiring.json:1:1: the file is empty; expected a JSON object such as {\"rules\": {}}")
        }
    }

    func testWrongValuesAreNamedWhereTheyAre() {
        XCTAssertEqual(error(#"{"exclude": [1]}"#),
                       ".wiring.json:1:14: 'exclude' must be an array of path patterns (strings); element 1 is the number 1")
        XCTAssertEqual(error("{\"exclude\": [\"a\",\n  null]}"),
                       ".wiring.json:2:3: 'exclude' must be an array of path patterns (strings); element 2 is null")
        XCTAssertEqual(error(#"{"exclude": {"a": 1}}"#), ".wiring.json:1:13: 'exclude' must be an array of path patterns (strings), found an object")
        XCTAssertEqual(error(#"{"rules": ["a"]}"#), ".wiring.json:1:11: 'rules' must be an object of rule ids and severities, found an array")
        XCTAssertEqual(error(#"{"rules": {"a": true}}"#),
                       ".wiring.json:1:17: rule 'a': severity must be a string (error, warning, information, hint, off), found the boolean true")
        XCTAssertEqual(error(#"{"rules": {"a": "loud"}}"#),
                       ".wiring.json:1:17: rule 'a': unknown severity 'loud' (allowed: error, warning, information, hint, off)")
        XCTAssertEqual(error("42"), ".wiring.json:1:1: expected a JSON object ({…}), found the number 42")
        XCTAssertEqual(error(#"{"wiring": {"exclude": -1.5e2}}"#),
                       ".wiring.json:1:24: 'exclude' must be an array of path patterns (strings), found the number -1.5e2")
    }

    func testStringsAreUnescaped() throws {
        let (c, _) = try load(#"{"exclude": ["caf\u00e9/\"q\"", "\ud83d\ude00\t", "\ud83d"]}"#)
        XCTAssertEqual(c.excludes, ["café/\"q\"", "😀\t", "\u{FFFD}"])
    }

    func testUnknownKeysAndRuleIdsAreWarnedAboutWithTheClosest() throws {
        let json = #"{"rule": {}, "rules": {"initializable/gate-never-open": "warning", "UNGATED-ASYNC": "off", "qqqq": "off"}}"#
        let (c, warnings) = try load(json)
        XCTAssertEqual(warnings.map { $0.located(in: "f") }, [
            "f:1:2: unknown key 'rule' ignored; did you mean 'rules'?",
            "f:1:24: unknown rule 'initializable/gate-never-open' ignored; did you mean 'initializable/gate-never-opened'?",
            "f:1:68: unknown rule 'UNGATED-ASYNC' ignored; did you mean 'initializable/ungated-async'?",
            "f:1:92: unknown rule 'qqqq' ignored; `wiring rules` lists every rule",
        ], "in the order of the text, each at its key")
        XCTAssertEqual(c.severities["initializable/gate-never-open"], .some(.warning), "kept, as before: it does no harm")
        XCTAssertEqual(try load(#"{"zzzzzzzz": 1}"#).warnings.map(\.text), ["unknown key 'zzzzzzzz' ignored; valid keys: rules, exclude, baseline"])
        XCTAssertEqual(try load(#"{"wiring": {"rules": {}}}"#).warnings, [])
    }

    func testSettingsWithoutATextSayWhatIsWrongWithoutAPlace() {
        XCTAssertThrowsError(try Configuration.load(dictionary: ["exclude": ["a", 1]], otherKeys: nil, rules: nil)) {
            let e = $0 as? Configuration.Message
            XCTAssertNil(e?.location)
            XCTAssertEqual(e?.located(in: "settings"), "settings: 'exclude' must be an array of path patterns (strings); element 2 is the number 1")
        }
        XCTAssertThrowsError(try Configuration.load(dictionary: ["rules": ["a": true]], otherKeys: nil, rules: nil)) {
            XCTAssertEqual("\($0)", "rule 'a': severity must be a string (error, warning, information, hint, off), found the boolean true")
        }
        XCTAssertEqual(try Configuration.load(dictionary: ["exclude": ["a"], "rules": ["x": "off"]], otherKeys: [], rules: nil).configuration,
                       Configuration(severities: ["x": Severity?.none], excludes: ["a"]))
    }
}
