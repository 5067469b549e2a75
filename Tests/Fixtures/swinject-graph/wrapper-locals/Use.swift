import Swinject

final class Interceptor {
    func refresh() {
        // a local marked with the app's wrapper resolves its type
        @Inject var auth: AuthRepository // expected-error:21-25 {{No registration of 'AuthRepository' is visible here: the app's property wrapper @Inject resolves it for 'auth' and stops the app when it gets nil}}
        @Inject var session: Session
        _ = (auth, session)
        Task { @MainActor in
            _ = 1
        }
    }

    func other() {
        // another attribute: not the app's wrapper
        @Clamped var level: Int = 3
        _ = level
    }
}

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}
