import Swinject

protocol APIClient {}
protocol Session {}

enum DI {
    static let container = Container()

    // every registration it makes has a name: no resolve without one finds it
    static func send<T>(_ value: T, withKey key: String) {
        container.register(T.self, name: key) { _ -> T in value } // expected-note:9 {{a registration Wiring cannot follow}}
    }

    static func start() {
        _ = container.resolve(APIClient.self)! // expected-error:31-40 {{No registration of 'APIClient' is visible here: resolve(APIClient.self) returns nil, which stops the app at run time}}
        // a named resolve may be what the helper registers
        _ = container.resolve(Session.self, name: "current")! // expected-information:31-38 {{No registration of 'Session' named "current" is visible here: resolve(Session.self) returns nil, which stops the app at run time; but this app also registers through the generic helper 'send', which Wiring cannot follow}}
    }
}
