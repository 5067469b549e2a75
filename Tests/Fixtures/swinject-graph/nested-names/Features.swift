import Swinject

// One short name, three types: each feature's `ViewModel` is its own.
enum Login {
    final class ViewModel { init() {} }
    static func assemble(_ container: Container) {
        // written short inside Login: Login.ViewModel, not any `ViewModel`
        container.register(ViewModel.self) { _ in ViewModel() }
    }
    static func make(_ container: Container) -> ViewModel {
        container.resolve(ViewModel.self)!
    }
}

enum Profile {
    final class ViewModel { init() {} }
}

enum Settings {
    final class ViewModel { init() {} }
}

extension Settings {
    static func assemble(_ container: Container) {
        container.register(Settings.ViewModel.self) { _ in ViewModel() }
    }
}

func start(_ container: Container) {
    Login.assemble(container)
    Settings.assemble(container)
    let login = container.resolve(Login.ViewModel.self)!
    let settings = container.resolve(Settings.ViewModel.self)!
    let profile = container.resolve(Profile.ViewModel.self)! // expected-error:37-54 {{No registration of 'Profile.ViewModel' is visible here: resolve(Profile.ViewModel.self) returns nil, which stops the app at run time}}
    _ = (login, settings, profile)
}
