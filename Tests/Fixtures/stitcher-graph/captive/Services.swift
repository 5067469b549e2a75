// A singleton and a shared registration that build their type through the overload
// @InjectedParameters generates capture the instance-scoped dependencies it injects; a
// dependency registered with the same or a longer scope, one with the default scope, and
// an @Injected property (injected lazily) are not captured.
import Stitcher
import StitcherMacros

final class Session {
    @InjectedParameters
    init(clock: Clock, log: Log, settings: Settings) {} // expected-warning:10-22 {{'Session' (singleton) captures instance-scoped 'Clock' at construction: every injection of Session shares the one Clock it was built with; inject Clock lazily with @Injected}}
}

struct Clock {}
final class Log {}
struct Settings {}

@Registerable(scope: .instance)
final class Token {
    init() {}
}

final class Cache {
    @InjectedParameters
    init(token: Token) {} // expected-information:10-22 {{'Cache' (shared) captures instance-scoped 'Token' at construction: every injection of Cache shares the one Token it was built with; inject Token lazily with @Injected}}
}

final class Lazy {
    @Injected var clock: Clock
    init() {}
}

final class Reader {
    @InjectedParameters
    init(clock: Clock) {}
}
