import XCTest
import WiringAnalysis
import WiringSyntax

/// The type model, from type text: the cases of SafeDI's own
/// TypeDescription tests as data (its tools compare types by this
/// structure), plus parsing compact text, equality and structure, each from
/// both spaced and compact text. What SafeDI asks of a type is tested with
/// SafeDI (`SafeDITypeRulesTests`).
final class TypeDescriptionTests: XCTestCase {
    private func parse(_ text: String) -> TypeDescription { TypeDescription(parsing: text) }

    /// Each input parses (not `.unknown`) and renders as SafeDI renders it.
    private func assertSource(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (input, expected) in cases {
            let type = parse(input)
            if case .unknown = type { XCTFail("\(input) did not parse", file: file, line: line) }
            XCTAssertEqual(type.asSource, expected, "asSource of \(input)", file: file, line: line)
        }
    }

    // MARK: - asSource

    /// The cases of SafeDI's TypeDescriptionTests (type syntax and type
    /// expressions without `.self`).
    func testSafeDISourceCases() {
        assertSource([
            ("Void", "Void"),
            ("Int", "Int"),
            ("Swift.Int", "Swift.Int"),
            ("Swift.Array<Int>", "Swift.Array<Int>"),
            ("OuterGenericType<Int>.InnerType", "OuterGenericType<Int>.InnerType"),
            ("OuterGenericType<Int>.InnerGenericType<String>", "OuterGenericType<Int>.InnerGenericType<String>"),
            ("Foo & Bar", "Foo & Bar"),
            ("AnyObject?", "AnyObject?"),
            ("(() -> Void)?", "(() -> Void)?"),
            ("Int!", "Int!"),
            ("Int.Type", "Int.Type"),
            ("Equatable.Protocol", "Equatable.Protocol"),
            ("some Equatable", "some Equatable"),
            ("any Equatable", "any Equatable"),
            ("inout Int", "inout Int"),
            ("@autoclosure () -> Void", "@autoclosure () -> Void"),
            ("inout @autoclosure () -> Void", "inout @autoclosure () -> Void"),
            ("sending @autoclosure () -> Void", "sending @autoclosure () -> Void"),
            ("[Int]", "[Int]"),
            ("Array<Int>", "Array<Int>"),
            ("Array<Array<Int>>", "Array<Array<Int>>"),
            ("[Int: String]", "[Int: String]"),
            ("Dictionary<Int, String>", "Dictionary<Int, String>"),
            ("Dictionary<Int, Dictionary<Int, String>>", "Dictionary<Int, Dictionary<Int, String>>"),
            ("()", "()"),
            ("(Void)", "Void"),
            ("(())", "()"),
            ("(Int, String)", "(Int, String)"),
            ("(String)", "String"),
            ("class", "AnyObject"),
            ("(Int, Double) -> String", "(Int, Double) -> String"),
            ("(Int, Double) throws -> String", "(Int, Double) throws -> String"),
            ("(any Collection)", "any Collection"),
            ("(Decodable & Encodable)", "Decodable & Encodable"),
            ("Int?", "Int?"),
            ("(int: Int, String)", "(int: Int, String)"),
            ("(int: Int, string: String)", "(int: Int, string: String)"),
            ("() -> ()", "() -> ()"),
            ("((Int, String) -> Bool)", "(Int, String) -> Bool"),
            ("(((() throws -> ())))", "() throws -> ()"),
            ("() async -> ()", "() async -> ()"),
            ("() async throws -> ()", "() async throws -> ()"),
        ])
    }

    /// SafeDI's canonical forms for the shapes its messages quote, and where
    /// it adds parentheses.
    func testCanonicalRendering() {
        assertSource([
            ("A<B,C>", "A<B, C>"),
            ("A . B", "A.B"),
            ("X ?", "X?"),
            ("any P", "any P"),
            ("(A & B)?", "(A & B)?"),
            ("[K : V]", "[K: V]"),
            ("(A) async throws -> R", "(A) async throws -> R"),
            ("@escaping @Sendable () -> Void", "@escaping @Sendable () -> Void"),
            ("(any P)?", "(any P)?"),
            ("(any P).Type", "(any P).Type"),
            ("(@Sendable () -> Void)?", "(@Sendable () -> Void)?"),
            ("some A & B", "some (A & B)"),
            ("any P & Q", "any (P & Q)"),
            ("any P?", "any P?"),
            ("Result<Void, Error>", "Result<Void, Error>"),
            ("[String: [Int]]", "[String: [Int]]"),
            ("() -> () -> Void", "() -> () -> Void"),
            ("(_ a: Int, b: String) -> Void", "(Int, String) -> Void"),
            ("(Int...) -> Void", "(Int) -> Void"),
            ("(_ a: Int, String)", "(a: Int, String)"),
            ("() throws(LoadError) -> Void", "() throws -> Void"),
            ("@convention(c) () -> Void", "@convention () -> Void"),
            ("@MainActor @Sendable (Int) -> Void", "@MainActor @Sendable (Int) -> Void"),
            ("`Type`", "`Type`"),
            ("Int /* count */", "Int"),
            ("Int??", "Int??"),
            ("Mod.T<Int>.Type?", "Mod.T<Int>.Type?"),
        ])
    }

    /// Wiring's compact text (tokens without whitespace) reads like the
    /// spaced source.
    func testCompactText() {
        assertSource([
            ("anyP", "any P"),
            ("someView", "some View"),
            ("[String:Int]?", "[String: Int]?"),
            ("(A,B)->Void", "(A, B) -> Void"),
            ("@escaping()->Void", "@escaping () -> Void"),
            ("@escaping@Sendable()->Void", "@escaping @Sendable () -> Void"),
            ("(A)asyncthrows->R", "(A) async throws -> R"),
            ("()async->Void", "() async -> Void"),
            ("()throws(LoadError)->Void", "() throws -> Void"),
            ("A&B", "A & B"),
            ("Mod.T<Int>?", "Mod.T<Int>?"),
            ("Instantiator<A.B>", "Instantiator<A.B>"),
            ("SendableErasedInstantiator<Feed.ForwardedProperties,Feed>",
             "SendableErasedInstantiator<Feed.ForwardedProperties, Feed>"),
            ("(anyP)?", "(any P)?"),
            ("anyP&Q", "any (P & Q)"),
            ("inoutInt", "inout Int"),
            ("sending@autoclosure()->Void", "sending @autoclosure () -> Void"),
            ("inoutanyP", "inout any P"),
            ("(anyP).Type", "(any P).Type"),
            ("@convention(c)()->Void", "@convention () -> Void"),
            ("()->someView", "() -> some View"),
            ("Array<Array<Int>>", "Array<Array<Int>>"),
            ("[Mod.X:(Int)->Void]", "[Mod.X: (Int) -> Void]"),
        ])
    }

    /// The parser's type text (`TypeText`: spaces only between words, after
    /// a keyword before a type and after attributes) reads as the source does.
    func testParserTypeText() throws {
        let types = ["any KeyValueStore", "some Collection<Int>", "inout [Int]", "borrowing String", "consuming [Int]",
                     "sending Foo", "@escaping @Sendable () -> Void", "@MainActor (Int) async throws(MyError) -> Void",
                     "some (P & Q)", "@convention(c) () -> Void", "(any P & Q)?", "[String : Int]", "inout any P",
                     "() async throws -> some View"]
        let file = ParsedFile(types.enumerated().map { "let v\($0.offset): \($0.element)" }.joined(separator: "\n"))
        let texts = file.outline.decls.compactMap { $0.type?.text }
        XCTAssertEqual(texts, ["any KeyValueStore", "some Collection<Int>", "inout [Int]", "borrowing String", "consuming [Int]",
                               "sending Foo", "@escaping @Sendable ()->Void", "@MainActor (Int)async throws(MyError)->Void",
                               "some (P&Q)", "@convention(c) ()->Void", "(any P&Q)?", "[String:Int]", "inout any P",
                               "()async throws->some View"])
        for (source, text) in zip(types, texts) {
            if case .unknown = parse(text) { XCTFail("\(text) did not parse") }
            XCTAssertEqual(parse(text), parse(source), text)
            XCTAssertEqual(parse(text).asSource, parse(source).asSource, text)
        }
    }

    /// The name the symbol table looks a written type up by, from type text
    /// and from compact text alike.
    func testTypeNamesStrip() {
        XCTAssertEqual(["any P", "anyP", "some Collection<Int>", "any P?", "Base<T>!", "anything", "some"].map(TypeNames.strip),
                       ["P", "P", "Collection", "P", "Base", "anything", "some"])
    }

    /// Lowercase names are names, not glued keywords; a bare keyword with
    /// no type after it is a name too.
    func testKeywordLookalikes() {
        XCTAssertEqual(parse("anything"), .simple(name: "anything"))
        XCTAssertEqual(parse("someone"), .simple(name: "someone"))
        XCTAssertEqual(parse("Box<some>"), .simple(name: "Box", generics: [.simple(name: "some")]))
        XCTAssertEqual(parse("AnyObject"), .simple(name: "AnyObject"))
        XCTAssertEqual(parse("Any"), .simple(name: "Any"))
    }

    /// The parsed structure itself, for the cases where rendering alone
    /// would not tell.
    func testStructure() {
        XCTAssertEqual(parse("Mod.T<Int>?"),
                       .optional(.nested(name: "T", parent: .simple(name: "Mod"), generics: [.simple(name: "Int")])))
        XCTAssertEqual(parse("(a: Int, b: String)"),
                       .tuple([.init(label: "a", .simple(name: "Int")), .init(label: "b", .simple(name: "String"))]))
        XCTAssertEqual(parse("(A)asyncthrows->R"),
                       .closure(arguments: [.simple(name: "A")], isAsync: true, doesThrow: true, returnType: .simple(name: "R")))
        XCTAssertEqual(parse("@escaping @Sendable () -> Void"),
                       .attributed(.closure(arguments: [], isAsync: false, doesThrow: false, returnType: .void(.identifier)),
                                   specifiers: [], attributes: ["escaping", "Sendable"]))
        XCTAssertEqual(parse("Equatable.Protocol"), .metatype(.simple(name: "Equatable"), isType: false))
        // `Swift.Void` is a member type, not `Void`.
        XCTAssertEqual(parse("Swift.Void"), .nested(name: "Void", parent: .simple(name: "Swift")))
        // A qualified attribute is dropped from the list, the attributed type stays.
        XCTAssertEqual(parse("@Mod.Actor () -> Void"),
                       .attributed(.closure(arguments: [], isAsync: false, doesThrow: false, returnType: .void(.identifier)),
                                   specifiers: [], attributes: []))
        // Specifiers after the attributes are not read.
        XCTAssertEqual(parse("@escaping sending () -> Void"), parse("@escaping () -> Void"))
    }

    /// What does not parse stays unknown, with its trimmed text.
    func testUnknown() {
        for text in ["~Copyable", "<[]>    ", "A<B", "Int Int", "[Int", "A -> B", "(A)? -> B", "Vector<3, Int>", "X = 1", "", "each T"] {
            guard case let .unknown(stored) = parse(text) else {
                XCTFail("\(text) should be unknown, got \(parse(text))")
                continue
            }
            XCTAssertEqual(stored, text.trimmingCharacters(in: .whitespaces))
        }
        XCTAssertEqual(parse("<[]>    ").asSource, "<[]>")
    }

    // MARK: - Equality

    func testEqualTypes() {
        let equal: [(String, String)] = [
            ("Void", "()"),
            ("Void", "(())"),
            ("() -> Void", "() -> ()"),
            ("Void?", "()?"),
            ("(X)", "X"),
            ("((X))", "X"),
            ("(a: X)", "X"),
            ("A & B", "B & A"),
            ("A&B", "B & A"),
            ("A & B & A", "A & B"),
            ("any A & B", "any B & A"),
            ("[String:Int]", "[String: Int]"),
            ("[String:Int]?", "[ String : Int ] ?"),
            ("anyP", "any P"),
            ("someView", "some View"),
            ("(A)asyncthrows->R", "(A) async throws -> R"),
            ("(_ a: A) -> R", "(A) -> R"),
            ("() throws(E) -> R", "() throws -> R"),
            ("Swift.Array< Int >", "Swift.Array<Int>"),
            ("Instantiator<A.B>", "Instantiator< A . B >"),
            ("@escaping()->Void", "@escaping () -> Void"),
            ("Dictionary<Int,Dictionary<Int,String>>", "Dictionary<Int, Dictionary<Int, String>>"),
        ]
        for (a, b) in equal {
            XCTAssertEqual(parse(a), parse(b), "\(a) == \(b)")
            XCTAssertEqual(Set([parse(a), parse(b)]).count, 1, "\(a) and \(b) hash alike")
        }
    }

    func testUnequalTypes() {
        let unequal: [(String, String)] = [
            ("[Int]", "Array<Int>"),
            ("[Int: String]", "Dictionary<Int, String>"),
            ("X?", "Optional<X>"),
            ("X?", "X"),
            ("X!", "X"),
            ("X!", "X?"),
            ("any P", "P"),
            ("some P", "P"),
            ("some P", "any P"),
            ("Mod.X", "X"),
            ("A.B.X", "B.X"),
            ("Swift.Void", "Void"),
            ("(a: Int, b: Int)", "(Int, Int)"),
            ("(a: Int, b: Int)", "(b: Int, a: Int)"),
            ("(Int, String)", "(String, Int)"),
            ("() async -> Void", "() -> Void"),
            ("() throws -> Void", "() -> Void"),
            ("@Sendable () -> Void", "() -> Void"),
            ("@escaping @Sendable () -> Void", "@Sendable @escaping () -> Void"),
            ("@Mod.Actor () -> Void", "() -> Void"),
            ("Int.Type", "Int.Protocol"),
            ("Int.Type", "Int"),
            ("Box<A>", "Box<B>"),
            ("Box<A>", "Box"),
            ("A & B", "A & C"),
            ("inout Int", "Int"),
        ]
        for (a, b) in unequal {
            XCTAssertNotEqual(parse(a), parse(b), "\(a) != \(b)")
        }
    }

    func testVoidSpellingsAreEqualButRenderAsWritten() {
        XCTAssertEqual(TypeDescription.void(.identifier), .void(.tuple))
        XCTAssertEqual(Set([TypeDescription.void(.identifier)]), Set([.void(.tuple)]))
        XCTAssertEqual(parse("Void").asSource, "Void")
        XCTAssertEqual(parse("()").asSource, "()")
    }

    func testCompositionsCompareAsSetsAndRenderInWrittenOrder() {
        let ab: TypeDescription = .composition([.simple(name: "Foo"), .simple(name: "Bar")])
        let ba: TypeDescription = .composition([.simple(name: "Bar"), .simple(name: "Foo")])
        XCTAssertEqual(ab, ba)
        XCTAssertEqual(Set([ab, ba]).count, 1)
        XCTAssertEqual(ab.asSource, "Foo & Bar")
        XCTAssertEqual(ba.asSource, "Bar & Foo")
    }

    func testOrderingFollowsSource() {
        XCTAssertEqual([parse("B"), parse("A?"), parse("A")].sorted().map(\.asSource), ["A", "A?", "B"])
    }

    func testStrippingGenerics() {
        let cases: [(String, String)] = [
            ("Container<Int>", "Container"),
            ("Container", "Container"),
            ("Mod.Container<Int>", "Mod.Container"),
            ("Outer<Int>.Inner<String>", "Outer<Int>.Inner"),
            ("Container<Int>?", "Container<Int>?"),
            ("[Int]", "[Int]"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(parse(input).strippingGenerics(), parse(expected), "\(input) without generics")
        }
        XCTAssertEqual(parse("Container<Int>").strippingGenerics(), parse("Container<String>").strippingGenerics())
    }

    /// A plain name takes a short cut past the tokenizer; the same text
    /// behind a space takes the grammar. Both must agree on every name,
    /// keywords and glued keywords included.
    func testPlainNamesReadAsTheGrammarReadsThem() {
        let names = ["Int", "NetworkService", "Void", "Self", "Any", "AnyObject", "X1", "A_b$", "URLSession",
                     "class", "some", "any", "inout", "anyP", "someURL", "inoutInt", "__owned", "_Foo", "async",
                     "throws", "lowercase", "Type", "Protocol", "\u{e9}t\u{e9}", "9Lives", "Optional"]
        for name in names {
            XCTAssertEqual(TypeDescription(parsing: name), TypeDescription(parsing: " " + name + " "), name)
            XCTAssertEqual(TypeDescription(parsing: name).asSource, TypeDescription(parsing: " " + name).asSource, name)
        }
        XCTAssertEqual(TypeDescription(parsing: "Void"), .void(.identifier))
        XCTAssertEqual(TypeDescription(parsing: "Service"), .simple(name: "Service"))
    }
}
