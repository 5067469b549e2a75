import XCTest
import WiringAnalysis
import WiringSyntax

/// The one reader of arguments: repeated labels, literals, elements — and
/// the same element indices in a fact's text and in the file's.
final class ArgumentReaderTests: XCTestCase {
    func testRepeatedLabels() {
        let args = [ArgumentFact(label: "a", text: "1"), ArgumentFact(label: nil, text: "x"), ArgumentFact(label: "a", text: "2")]
        XCTAssertEqual(ArgumentReader.first("a", in: args)?.text, "1")
        XCTAssertEqual(ArgumentReader.last("a", in: args)?.text, "2")
        XCTAssertNil(ArgumentReader.first("b", in: args))
        XCTAssertEqual(ArgumentReader.at(0, labeled: "a", in: args)?.text, "1")
        XCTAssertNil(ArgumentReader.at(1, labeled: "a", in: args), "by position, the label must be there")
        XCTAssertEqual(ArgumentReader.at(1, labeled: nil, in: args)?.text, "x")
        XCTAssertNil(ArgumentReader.at(3, labeled: "a", in: args))
    }

    func testStringLiterals() {
        XCTAssertEqual(ArgumentReader.string(#""Name""#), "Name")
        XCTAssertEqual(ArgumentReader.string(##"#"Name"#"##), "Name", "a raw string")
        XCTAssertEqual(ArgumentReader.string(###"##"a"#b"##"###), ##"a"#b"##)
        XCTAssertEqual(ArgumentReader.string(#""a\"b\\c\n""#), "a\"b\\c\n", "escapes decoded")
        XCTAssertEqual(ArgumentReader.string(##"#"a\nb"#"##), #"a\nb"#, "a raw string keeps its backslashes")
        XCTAssertEqual(ArgumentReader.string(##"#"a\#nb"#"##), "a\nb")
        XCTAssertEqual(ArgumentReader.string(#""\u{41}\u{1F600}""#), "A😀")
        XCTAssertEqual(ArgumentReader.string("\"\"\"\n    Name\n    \"\"\""), "Name", "one line of a multi-line literal")
        XCTAssertNil(ArgumentReader.string("\"\"\"\n    A\n    B\n    \"\"\""), "two lines are two segments")
        XCTAssertNil(ArgumentReader.string(#""a\(b)""#), "an interpolation")
        XCTAssertNil(ArgumentReader.string(##"#"a\#(b)"#"##))
        XCTAssertEqual(ArgumentReader.string(##"#"a\(b)"#"##), #"a\(b)"#, "no interpolation in a raw literal without #")
        for notOne in ["Name", "\"a\" + \"b\"".replacingOccurrences(of: " ", with: ""), "\"", "#\"a\"", "x.self"] {
            XCTAssertNil(ArgumentReader.string(notOne), notOne)
        }
        XCTAssertTrue(ArgumentReader.isString(#""a\(b)""#))
        XCTAssertTrue(ArgumentReader.isString(##"#"a"#"##))
        XCTAssertFalse(ArgumentReader.isString("nil"))
        XCTAssertEqual(ArgumentReader.bool("true"), true)
        XCTAssertEqual(ArgumentReader.bool("false"), false)
        XCTAssertNil(ArgumentReader.bool("flag"))
        XCTAssertTrue(ArgumentReader.isNil("nil"))
        XCTAssertEqual(ArgumentReader.metatypeOperand("A.B.self"), "A.B")
        XCTAssertEqual(ArgumentReader.metatypeOperand("(any P).self"), "any P")
        XCTAssertEqual(ArgumentReader.metatypeOperand("(any P).self", droppingAny: true), "P")
        XCTAssertNil(ArgumentReader.metatypeOperand("A"))
    }

    func testArrayElements() {
        XCTAssertEqual(ArgumentReader.arrayElements("[A.self,(any P).self,B<C,D>.self]"),
                       ["A.self", "(any P).self", "B<C,D>.self"])
        XCTAssertEqual(ArgumentReader.arrayElements("[]"), [])
        XCTAssertEqual(ArgumentReader.arrayElements("[a,]"), ["a"], "a trailing comma")
        XCTAssertEqual(ArgumentReader.arrayElements("[\"a,b\",[c,d]]"), ["\"a,b\"", "[c,d]"])
        XCTAssertNil(ArgumentReader.arrayElements("[a]+[b]"))
        XCTAssertNil(ArgumentReader.arrayElements("[a:b]"), "a dictionary")
        XCTAssertNil(ArgumentReader.arrayElements("make()"))
    }

    /// The elements of a file's text and of the same value's compact text
    /// are the same elements, in the same places.
    func testElementsOfTheFileAndOfTheFactAgree() {
        let file = SourceText("@A(types: [ X.self ,  (any P).self,\n   Y<Z, W>.self ])")
        let open = file.bytes.firstIndex(of: UInt8(ascii: "["))!
        let ranges = ArgumentReader.elements(of: open..<file.count, in: file, opening: .lbracket)
        XCTAssertEqual(ranges.map { file.text($0) }, ["X.self", "(any P).self", "Y<Z, W>.self"])
        let compact = ArgumentReader.arrayElements("[X.self,(any P).self,Y<Z,W>.self]")!
        XCTAssertEqual(compact.count, ranges.count)
        let generic = SourceText("ErasedInstantiator<F, B>")
        XCTAssertEqual(ArgumentReader.elements(of: 0..<generic.count, in: generic, opening: .operator).map { generic.text($0) },
                       ["F", "B"])
    }
}
