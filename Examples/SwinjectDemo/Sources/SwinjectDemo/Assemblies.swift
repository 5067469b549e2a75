import Swinject
import SwinjectMacros

final class NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in URLSessionHTTPClient() }
            .inObjectScope(.container)
        container.register(RequestBuilder.self) { _ in RequestBuilder() }
            .inObjectScope(.transient)
        container.register(APIClient.self) { r in
            // Deliberate mistake: a singleton keeps the one transient builder it got for ever.
            APIClient(http: r.resolve(HTTPClient.self)!, builder: r.resolve(RequestBuilder.self)!)
        }
        .inObjectScope(.container)
    }
}

final class FeatureAssembly: Assembly {
    func assemble(container: Container) {
        // Deliberate mistake: SessionService needs a TokenStore, and no assembly registers one.
        SessionService.register(in: container)
        container.register(FeedCoordinator.self) { _ in FeedCoordinator() }
            .initCompleted { r, coordinator in coordinator.feed = r.resolve(FeedViewModel.self) }
        container.register(FeedViewModel.self) { r in
            FeedViewModel(coordinator: r.resolve(FeedCoordinator.self)!, session: r.resolve(SessionService.self)!)
        }
    }
}
