import Swinject

private final class RootModel: RootModelInterface {}
private final class SettingsModel: Settings.Model.Interface {}
private final class WindowModel: WindowModelInterface {}

extension Root.Model {
    struct Factory {
        static func register(with container: Container) {
            container.register(Interface.self) { _ in RootModel() }
            container.register(Clock.self) { _ in SystemClock() } // expected-information:32-37 {{'Clock' is also registered in 'Factory'; if both go into one container, whichever runs last replaces the other}}
        }
    }
}

extension Root.ViewModel {
    struct Factory {
        static func register(with container: Container) {
            container.register(Interface.self) { _ in Interface() }
            container.register(Clock.self) { _ in SystemClock() } // expected-note:32 {{the later registration}}
        }
    }
}

extension Window.Model {
    struct Factory {
        static func register(with container: Container) {
            container.register(Interface.self) { _ in WindowModel() }
        }
    }
}

extension Settings.Model {
    struct Factory {
        static func register(with container: Container) {
            container.register(Interface.self) { _ in SettingsModel() }
        }
    }
}

func setUp(_ container: Container) {
    Root.Model.Factory.register(with: container)
    Root.ViewModel.Factory.register(with: container)
    Settings.Model.Factory.register(with: container)
    Window.Model.Factory.register(with: container)
    _ = container.resolve(Root.Model.Interface.self)!
    _ = container.resolve(Root.ViewModel.Interface.self)!
    _ = container.resolve(Settings.Model.Interface.self)!
    _ = container.resolve(Window.Model.Interface.self)!
    _ = container.resolve(Clock.self)!
}
