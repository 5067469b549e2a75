import XCTest
import WiringAnalysis

/// SafeDI's type identity, rebuilt from type text: the cases of SafeDI's own
/// TypeDescription tests as data, plus the rules Wiring's checks rely on
/// (equality, instantiated types, lazy kinds, suggestion keys, simple-type
/// and optional-spelling checks, nested-name normalization), each from both
/// spaced and compact text.
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

    // MARK: - Dependency kinds

    func testInstantiatedType() {
        let cases: [(String, String)] = [
            ("Instantiator<A>", "A"),
            ("SendableInstantiator<A>", "A"),
            ("ErasedInstantiator<F, A>", "A"),
            ("SendableErasedInstantiator<F, A>", "A"),
            ("SendableErasedInstantiator<Feed.ForwardedProperties,Feed>", "Feed"),
            ("Instantiator<A.B>", "A.B"),
            ("Instantiator<A>?", "A"),
            ("Instantiator<A>!", "A"),
            ("ErasedInstantiator<F, A>?", "A"),
            ("any Instantiator<A>", "A"),
            ("anyInstantiator<A>", "A"),
            ("some Instantiator<A>", "A"),
            ("X?", "X"),
            ("X!", "X"),
            ("any P", "P"),
            ("some P", "P"),
            ("(any P)?", "P"),
            ("Mod.X", "Mod.X"),
            ("X", "X"),
            // one step only
            ("Instantiator<A?>", "A?"),
            ("Instantiator<Instantiator<A>>", "Instantiator<A>"),
            // only the unqualified spellings, with their generic arguments
            ("SafeDI.Instantiator<A>", "SafeDI.Instantiator<A>"),
            ("Instantiator", "Instantiator"),
            ("ErasedInstantiator<A>", "ErasedInstantiator<A>"),
            ("[Instantiator<A>]", "[Instantiator<A>]"),
            ("Optional<Instantiator<A>>", "Optional<Instantiator<A>>"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(parse(input).asInstantiatedType, parse(expected), "instantiated type of \(input)")
        }
    }

    func testLazyKinds() {
        let kinds: [(String, TypeDescription.InstantiatorKind?)] = [
            ("Instantiator<A>", .instantiator),
            ("ErasedInstantiator<F, A>", .erasedInstantiator),
            ("SendableInstantiator<A>", .sendableInstantiator),
            ("SendableErasedInstantiator<F, A>", .sendableErasedInstantiator),
            ("Instantiator<A>?", .instantiator),
            ("SendableErasedInstantiator<F,A>!", .sendableErasedInstantiator),
            ("Instantiator", .instantiator),
            ("A", nil),
            ("Instantiator<A>.Nested", nil),
            ("SafeDI.Instantiator<A>", nil),
            ("any Instantiator<A>", nil),
            ("[Instantiator<A>]", nil),
            ("Optional<Instantiator<A>>", nil),
            ("() -> Instantiator<A>", nil),
        ]
        for (input, kind) in kinds {
            XCTAssertEqual(parse(input).instantiatorKind, kind, "kind of \(input)")
            XCTAssertEqual(parse(input).isLazy, kind != nil, "isLazy of \(input)")
        }
        XCTAssertEqual(TypeDescription.InstantiatorKind.allCases.filter(\.isErased),
                       [.erasedInstantiator, .sendableErasedInstantiator])
    }

    // MARK: - Suggestions, parameters, macro checks

    func testLeastQualified() {
        let cases: [(String, String)] = [
            ("A.B", "B"),
            ("A.B.C", "C"),
            ("X?", "X"),
            ("X!", "X"),
            ("Mod.X?", "X"),
            ("any P", "P"),
            ("some Mod.P", "P"),
            ("(any Mod.P)?", "P"),
            ("Outer<Int>.Inner<String>", "Inner<String>"),
            ("X", "X"),
            ("[Mod.X]", "[Mod.X]"),
            ("Instantiator<Mod.X>", "Instantiator<Mod.X>"),
            ("Mod.X.Type", "Mod.X.Type"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(parse(input).leastQualified, parse(expected), "least qualified \(input)")
        }
        // `Swift.Void` becomes the plain name `Void`, which is not `Void` itself.
        XCTAssertEqual(parse("Swift.Void").leastQualified, .simple(name: "Void"))
        XCTAssertNotEqual(parse("Swift.Void").leastQualified, parse("Void"))
    }

    func testFunctionParameter() {
        let cases: [(String, String)] = [
            ("() -> Void", "@escaping () -> Void"),
            ("(Int) async throws -> String", "@escaping (Int) async throws -> String"),
            ("@Sendable () -> Void", "@escaping @Sendable () -> Void"),
            ("@MainActor @Sendable () -> Void", "@escaping @MainActor @Sendable () -> Void"),
            ("@autoclosure @escaping () -> Void", "@autoclosure @escaping () -> Void"),
            ("@escaping @autoclosure () -> Void", "@escaping @autoclosure () -> Void"),
            ("(() -> Void)?", "(() -> Void)?"),
            ("Int", "Int"),
            ("[() -> Void]", "[() -> Void]"),
            ("Instantiator<A>", "Instantiator<A>"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(parse(input).asFunctionParameter.asSource, expected, "parameter type of \(input)")
        }
        // Matching a parameter is exact, attribute order included.
        let property = parse("@Sendable()->Void").asFunctionParameter
        XCTAssertEqual(property, parse("@escaping @Sendable () -> Void"))
        XCTAssertNotEqual(property, parse("@Sendable @escaping () -> Void"))
        XCTAssertNotEqual(property, parse("@Sendable () -> Void"))
    }

    func testSimpleTypesForFulfilledByType() {
        for text in ["A", "A.B", "A<B>", "Mod.A<B>", "A<B>.C", "(X)", "Swift.Void", "Optional<X>"] {
            XCTAssertTrue(parse(text).isSimpleForFulfilledByType, "\(text) is simple")
        }
        for text in ["X?", "any P", "anyP", "[X]", "[K: V]", "Void", "()", "A & B", "X!", "some P", "X.Type",
                     "() -> Void", "(A, B)", "inout X", "~Copyable", ""] {
            XCTAssertFalse(parse(text).isSimpleForFulfilledByType, "\(text) is not simple")
        }
    }

    func testOptionalSpelledWithQuestionMark() {
        for text in ["T?", "(T)?", "T??", "(T?)", "Mod.T<Int>?", "(any P)?", "Instantiator<A>?"] {
            XCTAssertTrue(parse(text).isOptionalSpelledWithQuestionMark, text)
        }
        for text in ["T", "Optional<T>", "T!", "[T?]", "Swift.Optional<T>", "any P"] {
            XCTAssertFalse(parse(text).isOptionalSpelledWithQuestionMark, text)
        }
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

    // MARK: - Nested-name normalization

    func testNestedCandidates() {
        func candidates(_ written: String, in enclosing: String) -> [String] {
            TypeDescription.nestedCandidates(for: parse(written), within: parse(enclosing)).map(\.asSource)
        }
        XCTAssertEqual(candidates("NestedType", in: "Outer.C"), ["Outer.C.NestedType", "Outer.NestedType", "NestedType"])
        XCTAssertEqual(candidates("T", in: "C"), ["C.T", "T"])
        XCTAssertEqual(candidates("A.B", in: "Outer.C"), ["Outer.C.A.B", "Outer.A.B", "A.B"])
        XCTAssertEqual(candidates("T", in: "A.B.C"), ["A.B.C.T", "A.B.T", "A.T", "T"])
        // Generic arguments are not qualified.
        XCTAssertEqual(candidates("Box<Inner>", in: "C"), ["C.Box<Inner>", "Box<Inner>"])
        XCTAssertEqual(candidates("T", in: "Container<Int>"), ["Container<Int>.T", "T"])
        // Not a name: stays as written.
        XCTAssertEqual(candidates("X?", in: "Outer.C"), ["X?", "X?", "X?"])
    }

    func testNormalizedNestedName() {
        let registered: Set<TypeDescription> = [parse("Outer.NestedType"), parse("NestedType"), parse("C.Other")]
        let outerC = parse("Outer.C")
        func normalized(_ written: String, in enclosing: TypeDescription) -> String {
            parse(written).normalizedNestedName(within: enclosing, isRegistered: registered.contains).asSource
        }
        // The innermost registered candidate wins over the plain name.
        XCTAssertEqual(normalized("NestedType", in: outerC), "Outer.NestedType")
        XCTAssertEqual(normalized("NestedType", in: parse("C")), "NestedType")
        XCTAssertEqual(normalized("Other", in: parse("C")), "C.Other")
        // Nothing registered: unchanged.
        XCTAssertEqual(normalized("Missing", in: outerC), "Missing")
        XCTAssertEqual(normalized("Instantiator<NestedType>", in: outerC), "Instantiator<NestedType>")
        XCTAssertEqual(normalized("NestedType?", in: outerC), "NestedType?")
        // For `fulfillingAdditionalTypes`, the caller passes the enclosing type.
        XCTAssertEqual(outerC.enclosingType, parse("Outer"))
        XCTAssertNil(parse("C").enclosingType)
        XCTAssertEqual(normalized("NestedType", in: outerC.enclosingType!), "Outer.NestedType")
    }
}
