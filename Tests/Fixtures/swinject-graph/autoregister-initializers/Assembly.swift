import Swinject
import SwinjectAutoregistration

// `autoregister(T.self, initializer: X.init)` resolves each parameter of
// X's initializer with `!`, but those its `argument:` types pass; an
// optional parameter is nil when nothing registers it. The initializers
// are read where the types are declared (Types.swift), and so is what a
// new registration of a missing protocol would construct: its implementer,
// or a placeholder to fill in where nothing implements it.
final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in Clock() }
        container.autoregister(Session.self, initializer: Session.init)
        container.autoregister(Profile.self, argument: String.self, initializer: Profile.init(session:id:))
        container.autoregister(Feed.self, initializer: Feed.init) // expected-error:32-36 {{No registration of 'Repository' is visible here: autoregister of 'Feed' resolves its initializer's parameter 'repository' with '!', which crashes when it makes one}} {{12:1-12:1=        container.register(Repository.self) { _ in LiveRepository() \}\n}} {{title=Register Repository in AppAssembly}} expected-information:32-36 {{No registration of 'Analytics' is visible here: this optional dependency is always nil}}
        container.autoregister(Board.self, initializer: Board.init(clock:))
        container.autoregister(Wrapper<Clock>.self, initializer: Wrapper.init)
        container.autoregister(Stamp.self, initializer: Stamp.init(_:)) // expected-error:32-37 {{No registration of 'LogSink' is visible here: autoregister of 'Stamp' resolves its initializer's parameter 'sink' with '!', which crashes when it makes one}} {{12:1-12:1=        container.register(LogSink.self) { _ in <#LogSink#> \}\n}} {{title=Register LogSink in AppAssembly}}
        container.autoregister(Audit.self, initializer: Audit.init) // expected-error:32-37 {{No registration of 'LogSink' is visible here: autoregister of 'Audit' resolves its initializer's parameter 'sink' with '!', which crashes when it makes one}} {{12:1-12:1=        container.register(LogSink.self) { _ in <#LogSink#> \}\n}} {{title=Register LogSink in AppAssembly}}
    }
}
