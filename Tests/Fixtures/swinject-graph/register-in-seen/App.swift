import Swinject

protocol SignInUseCase {}
final class DefaultSignIn: SignInUseCase {}
final class Session {}

// a module of the app's own: what its register(in:) registers is in the graph
enum FeatureModule {
    static func register(in container: Container) {
        container.register(SignInUseCase.self) { _ in DefaultSignIn() }
    }
}

let container: Container = {
    let c = Container()
    FeatureModule.register(in: c)
    return c
}()

func start() {
    _ = container.resolve(SignInUseCase.self)!
    _ = container.resolve(Session.self)! // expected-error:27-34 {{No registration of 'Session' is visible here: resolve(Session.self) returns nil, which stops the app at run time}}
}
