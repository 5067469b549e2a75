import Swinject
import SwinjectAutoregistration

protocol Networking {}
final class Network: Networking {}
protocol Storage {}
final class FeedViewModel { init(network: Networking, storage: Storage, title: String?) {} }
final class ProfileViewModel { init(network: Networking) {} }

func makeContainer() -> Container {
    let container = Container()
    container.register(Networking.self) { _ in Network() }
    // postfix ~> resolves the type of the initializer's parameter, and force-unwraps
    container.register(FeedViewModel.self) { r in
        FeedViewModel(network: r~>, storage: r~>, title: nil) // expected-error:46-49 {{No registration of 'Storage' is visible here: resolve(Storage.self) returns nil, which stops the app at run time}}
    }
    container.register(ProfileViewModel.self) { resolver in ProfileViewModel(network: resolver~>) }
    return container
}

func run() {
    let c = makeContainer()
    _ = c ~> FeedViewModel.self
    _ = c ~> ProfileViewModel.self
}
