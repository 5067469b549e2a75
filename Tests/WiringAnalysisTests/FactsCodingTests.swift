import XCTest
import WiringSyntax
@testable import WiringAnalysis

/// What the cache stores of a file decodes to the same facts and anchors.
final class FactsCodingTests: XCTestCase {
    private let extractor = FactExtractor(libraries: [])

    private func roundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
        let (facts, anchors) = extractor.extract(ParsedFile(source: SourceText(text)))
        let blob = FactsCoding.encode(facts, anchors, version: 7)
        let (decodedFacts, decodedAnchors) = try FactsCoding.decode(blob, version: 7)
        XCTAssertEqual(decodedFacts, facts, file: file, line: line)
        XCTAssertEqual(decodedAnchors, anchors, file: file, line: line)
        return blob
    }

    private static let sample = """
        // wiring:disable-next-line safedi/example -- why
        @MainActor final class Feed: Loading, Sendable {
            @Published var items: [Item] = []
            init(store: Store, limit: Int = 10) async throws { self.store = store }
            func load(id: String) async -> Item? { await store.item(id) }
        }
        extension Feed { struct Item { let name: String } }

        """

    func testASmallFileRoundTrips() throws {
        _ = try roundTrip(Self.sample)
        _ = try roundTrip("")
    }

    /// A tuple-pattern binding is no declaration: it is placed among its
    /// type's members (after its own declaration's other bindings), with
    /// what tells a stored property without a value; and it round-trips.
    func testTuplePatternsArePlacedAmongTheirTypesMembers() throws {
        let text = """
            let (top, level) = (1, 2)
            struct Pair {
                let (first, second): (Int, Int), label: String
                @Stored static var (x, y): (Int, Int)? { nil }
                struct Inner { var (a, b) = (0, 0) }
                let last: Int
            }
            """
        _ = try roundTrip(text)
        let facts = extractor.extract(ParsedFile(text)).facts
        XCTAssertEqual(facts.decls.map(\.name), ["Pair", "label", "Inner", "last"])
        let t = facts.tuplePatterns
        XCTAssertEqual(t.map(\.text), ["(top, level)", "(first, second)", "(x, y)", "(a, b)"])
        XCTAssertEqual(t.map(\.parent), [-1, 0, 0, 2])
        XCTAssertEqual(t.map(\.position), [0, 2, 2, 3])
        XCTAssertEqual(t.map(\.type), [nil, "(Int,Int)", "(Int,Int)?", nil])
        XCTAssertEqual(t.map(\.hasInitializer), [true, false, false, true])
        XCTAssertEqual(t.map(\.hasBody), [false, false, true, false])
        XCTAssertEqual(t[2].attributes, ["Stored"])
        XCTAssertEqual(Array(t[2].modifiers), ["static"])
    }

    /// Offsets past 65,535 are stored four bytes wide, the others two: both decode.
    func testOffsetsPastSixtyFourKilobytesRoundTrip() throws {
        let small = try roundTrip(Self.sample)
        let padding = String(repeating: "// filler line of a long file\n", count: 70_000 / 30)
        let large = try roundTrip(padding + Self.sample)
        let (facts, anchors) = try FactsCoding.decode(large, version: 7)
        XCTAssertGreaterThan(anchors.range(decl: 0, .declaration)?.lowerBound ?? 0, 65_535)
        XCTAssertEqual(facts.decls.count, try FactsCoding.decode(small, version: 7).0.decls.count)
    }

    /// Two bytes a value while every one is -1 or fits below 65,535; four otherwise; the same values either way.
    func testPackedIntsKeepTheirValuesInEitherWidth() {
        let narrow: [Int32] = [-1, 0, 7, 65_534]
        let wide: [Int32] = [-1, 0, 65_535]
        XCTAssertEqual(Array(PackedInts(narrow)), narrow)
        XCTAssertEqual(Array(PackedInts(wide)), wide)
        XCTAssertEqual(PackedInts(narrow).withStorage { width, _ in width }, 2)
        XCTAssertEqual(PackedInts(wide).withStorage { width, _ in width }, 4)
        XCTAssertEqual(PackedInts([-2]).withStorage { width, _ in width }, 4)
        XCTAssertEqual(PackedInts([]), PackedInts())
        for values in [narrow, wide] {
            let packed = PackedInts(values)
            let copy = packed.withStorage { width, bytes in PackedInts(width: width, count: values.count, bytes: bytes) }
            XCTAssertEqual(copy, packed)
        }
        // a wide run of values that would fit two bytes is not what encoding writes: refused
        let needless = [Int32](arrayLiteral: 1, 2)
        XCTAssertNil(needless.withUnsafeBytes { PackedInts(width: 4, count: 2, bytes: $0) })
    }

    func testACutBlobIsCorruptNotACrash() throws {
        let blob = try roundTrip(Self.sample)
        for cut in stride(from: 0, to: blob.count, by: max(1, blob.count / 97)) {
            XCTAssertThrowsError(try FactsCoding.decode(Array(blob[..<cut]), version: 7))
        }
    }

    /// The type an unannotated property's initial value constructs:
    /// decided by its first tokens.
    func testConstructedTypeNames() {
        let text = """
            let a = Foo()
            let b = Mod.Foo { }
            let c = try await Foo.init(x: 1)
            let d = try? Foo()
            let e = try! await A.B.C()
            let f = init()
            let g = foo.bar
            let h = [Foo]()
            let i = Foo.init.init()
            let j = "Foo()"
            let k = Foo . Bar ()
            let l = try ? Foo()
            let n: Foo = Foo()
            let m = Foo.
            """
        let (facts, _) = extractor.extract(ParsedFile(source: SourceText(text)))
        let names = Dictionary(uniqueKeysWithValues: facts.decls.map { ($0.name, $0.constructedTypeName) })
        XCTAssertEqual(names["a"], "Foo")
        XCTAssertEqual(names["b"], "Mod.Foo")
        XCTAssertEqual(names["c"], "Foo")
        XCTAssertEqual(names["d"], "Foo")
        XCTAssertEqual(names["e"], "A.B.C")
        XCTAssertEqual(names["f"], .some(nil))
        XCTAssertEqual(names["g"], .some(nil))
        XCTAssertEqual(names["h"], .some(nil))
        XCTAssertEqual(names["i"], "Foo.init")
        XCTAssertEqual(names["j"], .some(nil))
        XCTAssertEqual(names["k"], "Foo.Bar")
        XCTAssertEqual(names["m"] ?? nil, nil)
        // annotated: the annotation names the type
        XCTAssertEqual(names["n"], .some(nil))
    }
}
