// RxCocoa's DelegateProxyType: its `register(make:)` is no Swinject registration
protocol DelegateProxyType {
    associatedtype ParentObject
    static func register(make: @escaping (ParentObject) -> Self)
}

final class Controller {}

final class ControllerProxy: DelegateProxyType {
    init(controller: Controller) {}
    static func register(make: @escaping (Controller) -> ControllerProxy) {}
    static func registerKnownImplementations() {
        register { ControllerProxy(controller: $0) }
    }
}
