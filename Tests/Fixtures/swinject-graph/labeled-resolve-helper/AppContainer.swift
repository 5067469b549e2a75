import Swinject

protocol AppContainer {
    func resolve<Service>(serviceType: Service.Type) -> Service?
}

final class MainContainer: AppContainer {
    private let container = Container()

    init() {
        container.register(Logger.self) { _ in Logger() }
        // HomeViewController is NOT registered.
    }

    func resolve<Service>(serviceType: Service.Type) -> Service? {
        return container.resolve(serviceType)
    }
}

final class Logger {}
final class HomeViewController {}
