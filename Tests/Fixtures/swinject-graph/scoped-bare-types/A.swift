import Swinject
extension Window.ViewModel {
    struct Factory {
        static func register(with container: Container) {
            container.register(Interface.self) { _ in Interface() }
        }
    }
}
func start(_ container: Container) {
    Window.ViewModel.Factory.register(with: container)
    _ = container.resolve(Window.ViewModel.Interface.self)!
}

// a top-level type written bare in an extension is still found as itself
final class Logger {}
extension Container {
    func registerLogging() {
        register(Logger.self) { _ in Logger() }
    }
}
func log(_ container: Container) {
    container.registerLogging()
    _ = container.resolve(Logger.self)!
    // nothing declares or registers it
    _ = container.resolve(Window.ViewModel.Missing.self)! // expected-error:27-51 {{No registration of 'Window.ViewModel.Missing' is visible here: resolve(Window.ViewModel.Missing.self) returns nil, which stops the app at run time}}
}
