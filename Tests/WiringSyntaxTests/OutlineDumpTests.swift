import XCTest
@testable import WiringSyntax

final class OutlineDumpTests: XCTestCase {
    func json(_ s: String) -> String {
        var buf: [UInt8] = []
        OutlineDump.json(path: "F.swift", file: ParsedFile(s), into: &buf)
        return String(decoding: buf, as: UTF8.self)
    }

    func testKeysInSpecOrder() {
        XCTAssertEqual(json("@objc public struct S: P {\n  func f(a b: Int) async -> Int { 0 }\n  var v: [Int]\n}"),
            #"{"file": "F.swift", "decls": [{"kind": "struct", "name": "S", "line": 1, "column": 14, "endLine": 4, "#
            + #""attributes": ["objc"], "modifiers": ["public"], "inherits": ["P"], "members": [{"kind": "func", "#
            + #""name": "f", "line": 2, "column": 3, "endLine": 2, "attributes": [], "modifiers": [], "async": true, "#
            + #""throws": false, "params": [{"label": "a", "name": "b", "type": "Int"}]}, {"kind": "var", "name": "v", "#
            + #""line": 3, "column": 3, "endLine": 3, "attributes": [], "modifiers": [], "type": "[Int]"}]}]}"# + "\n")
    }

    func testEscapesAndMultiLineEnd() {
        XCTAssertEqual(json("let `s` = \"\"\"\n\t\n\"\"\""),
            #"{"file": "F.swift", "decls": [{"kind": "let", "name": "s", "line": 1, "column": 1, "endLine": 3, "#
            + #""attributes": [], "modifiers": [], "type": null}]}"# + "\n")
    }
}
