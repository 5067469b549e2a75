import Swinject

// An app with its own assembly that registers nothing yet: its container is
// this one, and the resolve crashes.
final class AppAssembly: Assembly {
    func assemble(container: Container) {}
}

final class Home {
    let resolver: Resolver
    init(resolver: Resolver) { self.resolver = resolver }

    func open() {
        let router = resolver.resolve(Router.self)! // expected-error:39-45 {{No registration of 'Router' is visible here: resolve(Router.self) returns nil, which stops the app at run time}} {{-8:42--8:42=\n        container.register(Router.self) { _ in <#Router#> \}\n    }} {{title=Register Router in AppAssembly}}
        router.show()
    }
}

protocol Router {
    func show()
}
