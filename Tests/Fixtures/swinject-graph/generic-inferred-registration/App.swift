import Swinject

final class Network<T> { init() {} }
struct Nationality {}
struct Profile {}
struct Order {}

final class Repo {
    init(a: Network<Nationality>, b: Network<Profile>) {}
}

let container = Container { c in
    // `Network.self` has its generic argument inferred from the factory's return type,
    // so these are two different keys: Network<Nationality> and Network<Profile>.
    c.register(Network.self) { _ in Network<Nationality>() }
    c.register(Network.self) { _ in Network<Profile>.init() }

    c.register(Repo.self) { r in
        Repo(a: r.resolve(Network<Nationality>.self)!,
             b: r.resolve(Network<Profile>.self)!)
    }
}

func start() {
    _ = container.resolve(Repo.self)!
    _ = container.resolve(Network<Order>.self)!    // never registered: crashes // expected-error:27-41 {{No registration of 'Network<Order>' is visible here: resolve(Network<Order>.self) returns nil, which stops the app at run time}}
}

// a helper generic over the argument registers every specialization
final class Box<T> { init() {} }
func registerBox<T>(_ type: T.Type, in c: Container) {
    c.register(Box.self) { _ in Box<T>() }
}
func boxes(_ c: Container) {
    _ = c.resolve(Box<Order>.self)!
}
