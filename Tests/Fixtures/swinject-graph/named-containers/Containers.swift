import Swinject

final class AppConfiguration {}
protocol NetworkService {}
final class DefaultNetworkService: NetworkService {}
final class Session {}
final class Theme {}

extension Container {
    // each made by its property, which no one hands on: containers of their own
    static let sharedConfiguration: Container = {
        let container = Container()
        container.register(AppConfiguration.self) { _ in AppConfiguration() }
        return container
    }()

    static let sharedNetwork: Container = {
        let container = Container()
        container.register(NetworkService.self) { _ in DefaultNetworkService() }
        return container
    }()

    // given one: any container, as far as Wiring can tell
    static func registerSession(in container: Container) {
        container.register(Session.self) { _ in Session() }
    }
}

enum Themes {
    static let container = Container()
    static func setUp() {
        container.register(Theme.self) { _ in Theme() }
    }
}
