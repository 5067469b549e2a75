// An app wrapper resolving through its own inferring helper with a name it
// passes (`resolve(name: isStub ? "stub" : nil)`, as SwinjectReactorKitExample
// has it): a type no registration has under any name stops the app.
import Swinject

final class DIContainer {
    static let shared = DIContainer()
    private let container = Container()
    private init() {
        container.register(Bool.self, name: "isStub") { _ in false }
        container.register(Logger.self) { _ in Logger() }
    }
    func resolve<T>(name: String? = nil) -> T {
        guard let dependency = container.resolve(T.self, name: name) else {
            fatalError("\(T.self) Error")
        }
        return dependency
    }
}

@propertyWrapper
final class Dependency<T> {
    let wrappedValue: T
    init() {
        let isStub: Bool = DIContainer.shared.resolve(name: "isStub")
        self.wrappedValue = DIContainer.shared.resolve(name: isStub ? "stub" : nil)
    }
}
