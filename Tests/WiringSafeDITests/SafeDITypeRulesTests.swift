import XCTest
import WiringAnalysis
@testable import WiringSafeDI

/// SafeDI's rules over the type model: instantiated types, lazy kinds,
/// suggestion keys, parameters, simple-type and optional-spelling checks,
/// nested-name normalization, each from both spaced and compact text.
final class SafeDITypeRulesTests: XCTestCase {
    private func parse(_ text: String) -> TypeDescription { TypeDescription(parsing: text) }

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
            XCTAssertTrue(parse(text).isOptional, text)
        }
        for text in ["T", "Optional<T>", "T!", "[T?]", "Swift.Optional<T>", "any P"] {
            XCTAssertFalse(parse(text).isOptional, text)
        }
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
            // the tree's normalization: the first registered candidate, else as written
            (TypeDescription.nestedCandidates(for: parse(written), within: enclosing).first(where: registered.contains)
                ?? parse(written)).asSource
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
