import XCTest
@testable import WiringAnalysis

/// Modifiers keep their written order and answer `contains`, packed or not.
final class ModifiersTests: XCTestCase {
    func testPackedAndSpelledReadTheSame() {
        let packed = Modifiers(["public", "static", "private(set)"])
        XCTAssertEqual(Array(packed), ["public", "static", "private(set)"])
        XCTAssertEqual(packed.count, 3)
        XCTAssertTrue(packed.contains("static"))
        XCTAssertFalse(packed.contains("final"))
        XCTAssertEqual(packed.firstIndex(of: "private(set)"), 2)

        // a modifier outside the packed list keeps them all as strings
        let spelled = Modifiers(["public", "__owned", "final"])
        XCTAssertEqual(Array(spelled), ["public", "__owned", "final"])
        XCTAssertTrue(spelled.contains("__owned") && spelled.contains("final"))

        // more than eight
        let many = ["public", "static", "final", "override", "required", "convenience", "lazy", "weak", "dynamic"]
        XCTAssertEqual(Array(Modifiers(many)), many)

        XCTAssertTrue(Modifiers([]).isEmpty)
        XCTAssertEqual(Modifiers(["open"]), ["open"])
        XCTAssertNotEqual(Modifiers(["public", "final"]), Modifiers(["final", "public"]))
    }

    /// Every packed name is found among those of its length, and a name of
    /// the same length that is not one is not.
    func testEveryKnownNamePacksAndIsFound() {
        for name in Modifiers.known {
            let m = Modifiers([name, "public"])
            XCTAssertEqual(Array(m), [name, "public"], name)
            XCTAssertTrue(m.contains(name), name)
        }
        XCTAssertFalse(Modifiers(["public"]).contains("publix"))
        XCTAssertEqual(Array(Modifiers(["static", "publix"])), ["static", "publix"])
    }
}
