// A registration a fix adds goes to the assembly nearest to where the
// type is declared (sharing the most folders with it), not to the first.
// fixture-file: App/AppDelegate.swift
import Swinject

final class AppDelegate {
    let assembler = Assembler([FeedAssembly(), SettingsAssembly()])

    func start() {
        _ = assembler.resolver.resolve(SettingsStore.self)! // expected-error:40-53 {{No registration of 'SettingsStore' is visible here: resolve(SettingsStore.self) returns nil, which stops the app at run time}} {{5:1-5:1=        container.register(SettingsStore.self) { _ in SettingsStore() \}\n}} {{title=Register SettingsStore in SettingsAssembly}}
    }
}
// fixture-file: Feed/FeedAssembly.swift
import Swinject

final class FeedService {}

final class FeedAssembly: Assembly {
    func assemble(container: Container) {
        container.register(FeedService.self) { _ in FeedService() }
    }
}
// fixture-file: Settings/SettingsAssembly.swift
import Swinject

final class SettingsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SettingsScreen.self) { _ in SettingsScreen() }
    }
}
// fixture-file: Settings/SettingsStore.swift
final class SettingsStore {}
final class SettingsScreen {}
