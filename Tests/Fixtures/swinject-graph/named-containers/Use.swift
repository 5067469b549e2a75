import Swinject

final class Screen {
    func load() {
        // registered only in sharedConfiguration
        let config = Container.sharedNetwork.resolve(AppConfiguration.self)! // expected-error:54-70 {{No registration of 'AppConfiguration' is visible here: resolve(AppConfiguration.self) returns nil, which stops the app at run time (registered only in other containers than the one this resolve asks)}}
        let fallback = Container.sharedNetwork.resolve(AppConfiguration.self) ?? AppConfiguration() // expected-warning:56-72 {{No registration of 'AppConfiguration' is visible here: resolve(AppConfiguration.self) always returns nil (registered only in other containers than the one this resolve asks)}}
        let ok = Container.sharedConfiguration.resolve(AppConfiguration.self)!
        // registered in a container given to a helper: may be this one
        let session = Container.sharedNetwork.resolve(Session.self)!
        let theme = Themes.container.resolve(Theme.self)!
        let network = Container.sharedNetwork.resolve(NetworkService.self)!
        _ = (config, fallback, ok, session, theme, network)
    }

    func local() {
        let container = Container()
        container.register(Theme.self) { _ in Theme() }
        let other = Container()
        // nothing registers Theme in `other`
        _ = other.resolve(Theme.self)! // expected-error:27-32 {{No registration of 'Theme' is visible here: resolve(Theme.self) returns nil, which stops the app at run time (registered only in other containers than the one this resolve asks)}}
        _ = container.resolve(Theme.self)!
    }

    func child() {
        // a child finds its parent's registrations
        let child = Container(parent: Themes.container)
        _ = child.resolve(Theme.self)!
    }
}
