import Stitcher

let container = DependencyContainer {
    Dependency { Session() }.scope(.singleton) // expected-note:5 {{'Session' is registered with scope .singleton}}
    Dependency { Clock() }.scope(.instance) // expected-note:5 {{'Clock' is registered with scope .instance}}
    Dependency { Log() }
    Dependency { Settings() }.scope(.singleton)
    Dependency { Cache() }.scope(.shared) // expected-note:5 {{'Cache' is registered with scope .shared}}
    Token.dependencyRegistration // expected-note:5 {{'Token' is registered with scope .instance}}
    Dependency { Lazy() }.scope(.singleton)
    Dependency { Reader() }.scope(.instance)
}
