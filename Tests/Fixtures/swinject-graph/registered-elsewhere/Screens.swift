import Swinject

// A toolkit that resolves but has no assembly and registers nothing: its
// container is filled by the app that uses it, outside the workspace.
open class BaseScreen {
    let resolver: Resolver
    public init(resolver: Resolver) { self.resolver = resolver }

    func open() {
        let router = resolver.resolve(Router.self)! // expected-information:39-45 {{No registration of 'Router' is visible here: resolve(Router.self) returns nil, which stops the app at run time; but nothing in this app registers with Swinject, so its registrations are made elsewhere}}
        router.show()
    }
}

public protocol Router {
    func show()
}
