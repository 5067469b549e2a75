import Swinject

protocol Repository {}
final class Other {}

let container: Container = {
    let c = Container()
    c.register(Other.self) { _ in Other() }
    return c
}()

func run() {
    _ = container.resolve(Other.self)!
    _ = container.resolve(Repository.self)! // expected-error:27-37 {{No registration of 'Repository' is visible here: resolve(Repository.self) returns nil, which stops the app at run time}}
}
