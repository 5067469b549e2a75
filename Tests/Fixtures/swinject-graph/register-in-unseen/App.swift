import Swinject

protocol SignInUseCase {}
final class Session {}

// `DomainModule` is declared in a module Wiring does not see (a package outside
// the workspace, or one whose manifest is missing): what it registers is unknown
let container: Container = {
    let c = Container()
    DomainModule.register(in: c) // expected-note:5 {{a registration Wiring cannot follow}}
    c.register(Session.self) { _ in Session() }
    return c
}()

func start() {
    _ = container.resolve(Session.self)!
    _ = container.resolve(SignInUseCase.self)! // expected-information:27-40 {{No registration of 'SignInUseCase' is visible here: resolve(SignInUseCase.self) returns nil, which stops the app at run time; but this app also registers through 'DomainModule.register(in:)', which Wiring cannot follow}}
}
