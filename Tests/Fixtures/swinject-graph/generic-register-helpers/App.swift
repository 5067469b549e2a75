import Swinject

struct EmptyInput: Encodable {}
struct Episode: Decodable {}
struct Character: Decodable {}
struct Location: Decodable {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.registerAPIClient(EmptyInput.self, Character.self)
        container.registerAPIClient(EmptyInput.self, Location.self)
        container.registerCache(for: Episode.self)
    }
}

final class Screens {
    let resolver: Resolver
    init(resolver: Resolver) { self.resolver = resolver }

    func load() {
        _ = resolver.resolve(AnyAPIClient<EmptyInput, Character>.self)!
        _ = resolver.resolve(AnyAPIClient<EmptyInput, Location>.self)!
        _ = resolver.resolve(AnyAPIClient<EmptyInput, Episode>.self)! // expected-error:30-63 {{No registration of 'AnyAPIClient<EmptyInput,Episode>' is visible here: resolve(AnyAPIClient<EmptyInput,Episode>.self) returns nil, which stops the app at run time}} {{-13:1--13:1=        container.register(AnyAPIClient<EmptyInput,Episode>.self) { _ in AnyAPIClient<EmptyInput,Episode>() \}\n}} {{title=Register AnyAPIClient<EmptyInput,Episode> in AppAssembly}}
        _ = resolver.resolve(Cache<Episode>.self)!
        _ = resolver.resolve(Cache<Character>.self)! // expected-error:30-46 {{No registration of 'Cache<Character>' is visible here: resolve(Cache<Character>.self) returns nil, which stops the app at run time}} {{-15:1--15:1=        container.register(Cache<Character>.self) { _ in Cache<Character>() \}\n}} {{title=Register Cache<Character> in AppAssembly}}
    }
}
