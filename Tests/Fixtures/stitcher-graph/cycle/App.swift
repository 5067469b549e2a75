import Stitcher
import StitcherMacros

// Auth and Session inject each other through the overloads @InjectedParameters generates
final class Auth {
    @InjectedParameters
    init(session: Session) {} // expected-note:10 {{'Auth' injects 'Session'}}
}

final class Session {
    @InjectedParameters
    init(auth: Auth, clock: Clock) {} // expected-error:10-20 {{Dependency cycle: Type[Auth] -> Type[Session] -> Type[Auth]; Stitcher detects it only in DEBUG ("Dependency cycle detected"), in release the stack overflows}}
}

final class Clock {}

// Profile injects Settings lazily (@Injected): no cycle
final class Profile {
    @Injected var settings: Settings
    init() {}
}

final class Settings {
    @InjectedParameters
    init(profile: Profile) {}
}

let container = DependencyContainer {
    Dependency { Auth() }
    Dependency { Session() }
    Clock()
    Profile()
    Dependency { Settings() }
}
