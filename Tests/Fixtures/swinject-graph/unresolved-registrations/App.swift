// A registration nothing in the app resolves never runs its factory here:
// what that factory misses is information (Weather-clean-arch autoregisters
// a view it builds by hand). The same miss in a registration the app
// resolves stops it.
import Swinject
import SwinjectAutoregistration

final class Theme {}
final class DetailView { init(title: String, theme: Theme) {} }
final class ListView { init(theme: Theme) {} }
final class Clock {}
final class Timer { init(clock: Clock) {} }

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.autoregister(DetailView.self, initializer: DetailView.init) // expected-information:32-42 {{No registration of 'String' is visible here: autoregister of 'DetailView' resolves its initializer's parameter 'title' with '!', which crashes when it makes one; but nothing in this app resolves 'DetailView', so that factory does not run here}} {{1-1=        container.register(String.self) { _ in String() \}\n}} {{title=Register String in AppAssembly}} expected-information:32-42 {{No registration of 'Theme' is visible here: autoregister of 'DetailView' resolves its initializer's parameter 'theme' with '!', which crashes when it makes one; but nothing in this app resolves 'DetailView', so that factory does not run here}} {{1-1=        container.register(Theme.self) { _ in Theme() \}\n}} {{title=Register Theme in AppAssembly}}
        container.autoregister(ListView.self, initializer: ListView.init) // expected-error:32-40 {{No registration of 'Theme' is visible here: autoregister of 'ListView' resolves its initializer's parameter 'theme' with '!', which crashes when it makes one}} {{-1:1--1:1=        container.register(Theme.self) { _ in Theme() \}\n}} {{title=Register Theme in AppAssembly}}
        container.register(Timer.self) { r in Timer(clock: r.resolve(Clock.self)!) } // expected-information:70-75 {{No registration of 'Clock' is visible here: resolve(Clock.self) returns nil, which stops the app at run time; but nothing in this app resolves 'Timer', so that factory does not run here}} {{-2:1--2:1=        container.register(Clock.self) { _ in Clock() \}\n}} {{title=Register Clock in AppAssembly}}
    }
}

func start(_ container: Container) {
    _ = container.resolve(ListView.self)!
}
