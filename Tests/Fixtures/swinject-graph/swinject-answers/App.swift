// What Swinject answers that a plain registration lookup would miss:
// GraphIdentifier inside a factory, T? through its Optional wrapper, a
// type forwarded by a named .implements, factories told apart by their
// argument types, a forward with the arguments of its entry.
import Swinject

protocol Pet {}
final class Dog: Pet {}
final class Cat {}
final class Bird {}
final class Service {
    init(text: String) {}
    init(number: Int) {}
}
final class Tracker {}

func configure(container: Container) {
    // Swinject answers GraphIdentifier itself while a factory runs
    container.register(Tracker.self) { r in
        _ = r.resolve(GraphIdentifier.self)
        return Tracker()
    }
    container.register(Dog.self) { _ in Dog() }
        .implements(Pet.self, name: "house")
    // the argument types are part of the key: two registrations, not one replaced
    container.register(Service.self) { (_, text: String) in Service(text: text) }
    container.register(Service.self) { (_, number: Int) in Service(number: number) }
    // the same argument types: the later one replaces the first
    container.register(Bird.self) { (_, name: String) in Bird() } // expected-warning:24-28 {{'Bird' is registered again later in this container, which silently replaces this registration}}
    container.register(Bird.self) { (_, other: String) in Bird() } // expected-note:24 {{the later registration}}
    let entry = container.register(Cat.self) { (_, name: String) in Cat() }
    container.forward(Cat.self, name: "forwarded", to: entry)
}

func use(container: Container) {
    // resolve(T?.self): Swinject's Optional wrapper resolves T, `.some(nil)` without it
    let dog = container.resolve(Dog?.self)!
    let tracker = container.resolve(Optional<Tracker>.self)!
    let pet = container.resolve(Pet.self, name: "house")!
    let stray = container.resolve(Pet.self, name: "street")! // expected-error:35-38 {{No registration of 'Pet' named "street"; 'Pet' is registered with the name "house"}} {{51-59="house"}} {{title=Use the name "house"}}
    let byText = container.resolve(Service.self, argument: "a")!
    let byNumber = container.resolve(Service.self, argument: 1)!
    let cat = container.resolve(Cat.self, name: "forwarded", argument: "Tom")!
    _ = (dog, tracker, pet, stray, byText, byNumber, cat)
}
