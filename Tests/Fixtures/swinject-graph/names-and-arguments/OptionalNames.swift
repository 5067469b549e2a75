import Swinject

final class Flags {}
final class Theme {}
final class Clock {}
enum Settings {
    static let flagsName: String? = nil
    static var themeName: String! { nil }
    static let clockName: String = "clock"
}

final class SettingsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Flags.self) { _ in Flags() }
        // a name given as a constant declared optional: read as nil, no name
        container.register(Theme.self, name: Settings.themeName) { _ in Theme() }
        container.register(Clock.self) { _ in Clock() }
    }
}

func settings(container: Container) {
    let flags = container.resolve(Flags.self, name: Settings.flagsName)!
    let theme = container.resolve(Theme.self)!
    // a constant declared String is a name: the unnamed registration is not found
    let clock = container.resolve(Clock.self, name: Settings.clockName)! // expected-error:35-40 {{No registration of 'Clock' named Settings.clockName; 'Clock' is registered only without a name}}
    _ = (flags, theme, clock)
}
