// A helper declared in a protocol's extension that unwraps Swinject's nil,
// called bare in the code of a type adopting the protocol: a miss stops the
// app there, as with a helper of the type itself. Seen in FactsAboutChuck.
import Swinject

final class JokeList {}
final class JokeSource {}

final class JokesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(JokeSource.self) { _ in JokeSource() }
    }
}

protocol Coordinating: AnyObject {
    var assembler: Assembler { get }
}

extension Coordinating {
    func resolve<Service>(_ serviceType: Service.Type) -> Service {
        assembler.resolver.resolve(serviceType)!
    }
}

final class JokesCoordinator: Coordinating {
    let assembler = Assembler([JokesAssembly()])
    func start() {
        _ = resolve(JokeSource.self)
        _ = resolve(JokeList.self) // expected-error:21-29 {{No registration of 'JokeList' is visible here: the app's own Coordinating.resolve(JokeList.self) unwraps Swinject's nil, which stops the app at run time}} {{-18:1--18:1=        container.register(JokeList.self) { _ in JokeList() \}\n}} {{title=Register JokeList in JokesAssembly}}
    }
}
