// Each XCTest method (and each Swift Testing @Test) gets its own container:
// what two tests register never meets. Within one test, the checks hold as
// anywhere. Seen in cashapp/knit, which runs Swinject's own tests.
import XCTest
import Swinject

protocol Animal {}
final class Dog: Animal {}
final class Cat: Animal {}
final class Leash {}

final class ContainerTests: XCTestCase {
    var container: Container!
    override func setUp() { container = Container() }

    func testTransient() {
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.transient)
        XCTAssertNotNil(container.resolve(Animal.self))
    }

    func testContainerScoped() {
        let local = Container()
        local.register(Animal.self) { _ in Dog() }
        local.register(Animal.self, name: "Spot") { r in r.resolve(Animal.self)! }
            .inObjectScope(.container)
        XCTAssertNotNil(local.resolve(Animal.self, name: "Spot"))
    }

    func testLeashWithoutArguments() {
        container.register(Leash.self) { _ in Leash() }
        XCTAssertNotNil(container.resolve(Leash.self))
    }

    func testLeashWithALength() {
        container.register(Leash.self) { (_, length: Int) in Leash() }
        XCTAssertNotNil(container.resolve(Leash.self, argument: 2))
        // within one test: still compared
        XCTAssertNotNil(container.resolve(Leash.self, arguments: 2, 3)) // expected-error:43-48 {{'Leash' is registered with 1 runtime argument but resolved with 2; the arguments are part of the key, so this resolve never finds it}}
    }

    func testReplacedWithinOneTest() {
        container.register(Cat.self) { _ in Cat() } // expected-warning:28-31 {{'Cat' is registered again later in this container, which silently replaces this registration}}
        container.register(Cat.self) { _ in Cat() } // expected-note:28 {{the later registration}}
        XCTAssertNotNil(container.resolve(Cat.self))
    }
}
