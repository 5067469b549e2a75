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

    func testJSONKeepsTheSpecsSpellingOfTypesWithoutSpaces() {
        let source = "func f(s: any KeyValueStore, c: some Collection<Int>, u: inout [URL], h: @escaping @Sendable () async throws(E) -> Void) {}\nstruct S: @unchecked Sendable {}\nvar v: any P & Q"
        let line = json(source)
        for compact in [#""type": "anyKeyValueStore""#, #""type": "someCollection<Int>""#, #""type": "inout[URL]""#,
                        #""type": "@escaping@Sendable()asyncthrows(E)->Void""#, #""inherits": ["@uncheckedSendable"]"#,
                        #""type": "anyP&Q""#] {
            XCTAssertTrue(line.contains(compact), "\(compact) in \(line)")
        }
        // the text form shows the spaces that keep words apart
        XCTAssertEqual(tree(source)[0], "func f(s: any KeyValueStore, c: some Collection<Int>, u: inout [URL], h: @escaping @Sendable ()async throws(E)->Void)  [1:1-1]")
    }

    func tree(_ s: String) -> [String] {
        var out = ""
        OutlineDump.tree(path: "F.swift", file: ParsedFile(s), into: &out)
        return out.split(separator: "\n").dropFirst().map { String($0.drop { $0 == " " }) }
    }

    func testTypeTextKeepsKeywordsApartFromTheirTypes() {
        XCTAssertEqual(tree("""
            final class Box<each T>: @unchecked Sendable, @MainActor P {
                let store: any   KeyValueStore
                var items: some Collection<Int>
                let op: (@escaping @Sendable () -> Void)?
                let handler: @MainActor (Int) async throws(MyError) -> Void
                func f(to url: inout Int, b: borrowing String, c: consuming [Int], d: sending Foo, e: isolated Actor, g: __owned Bar) {}
                func pack(_ v: repeat each T) -> (repeat each T) {}
                func k(_ x: any  Foo &
                       /* c */ Bar, y: Int..., z: some (P & Q), w: inout[Int]) {}
                let c: @convention(c) () -> Void
                let i: @isolated(any) () -> Void
                let m: any @MainActor P
                let d: [String : Int]
            }
            """), [
            "final class Box: @unchecked Sendable, @MainActor P  [1:7-14]",
            "let store: any KeyValueStore  [2:5-2]",
            "var items: some Collection<Int>  [3:5-3]",
            "let op: (@escaping @Sendable ()->Void)?  [4:5-4]",
            "let handler: @MainActor (Int)async throws(MyError)->Void  [5:5-5]",
            "func f(to url: inout Int, b: borrowing String, c: consuming [Int], d: sending Foo, e: isolated Actor, g: __owned Bar)  [6:5-6]",
            "func pack(_ v: repeat each T) -> (repeat each T)  [7:5-7]",
            "func k(_ x: any Foo&Bar, y: Int..., z: some (P&Q), w: inout [Int])  [8:5-9]",
            "let c: @convention(c) ()->Void  [10:5-10]",
            "let i: @isolated(any) ()->Void  [11:5-11]",
            "let m: any @MainActor P  [12:5-12]",
            "let d: [String:Int]  [13:5-13]",
        ])
    }

    func testEffectsAsWrittenWithTheTypedThrowsErrorType() {
        XCTAssertEqual(tree("""
            func t() throws(MyError) {}
            func u() async throws(Module.Failure) -> Int { 0 }
            func r(_ f: () throws -> Void) rethrows {}
            func s(_ f: () async throws(E) -> Void) reasync {}
            func p() throws {}
            init() async throws(E) {}
            subscript(i: Int) -> Int { get async throws { 0 } }
            """), [
            "func t() throws(MyError)  [1:1-1]",
            "func u() async throws(Module.Failure) -> Int  [2:1-2]",
            "func r(_ f: ()throws->Void) rethrows  [3:1-3]",
            "func s(_ f: ()async throws(E)->Void) reasync  [4:1-4]",
            "func p() throws  [5:1-5]",
            "init() async throws(E)  [6:1-6]",
            "subscript(i: Int) async throws -> Int  [7:1-7]",
        ])
        // JSON keeps the booleans: `throws(E)` and `rethrows` count as throws
        XCTAssertTrue(json("func t() throws(E) {}").contains(#""async": false, "throws": true"#))
    }

    func testTypeTextIgnoresHowTheSourceIsSpaced() {
        let spaced = tree("func f(_ a: inout [ Int ], _ b: @Sendable ( ) -> Void, _ c: any P & Q) {}")
        let tight = tree("func f(_ a: inout[Int], _ b: @Sendable()->Void, _ c: any P&Q) {}")
        XCTAssertEqual(spaced, tight)
        XCTAssertEqual(spaced, ["func f(_ a: inout [Int], _ b: @Sendable ()->Void, _ c: any P&Q)  [1:1-1]"])
    }
}
