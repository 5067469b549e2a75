// StitcherMacros' own errors as the macros throw them (at the attribute), and what Wiring adds
// about one declaration. The graph's rules are off: Stitcher-graph cases test them.
// fixture-config: {"rules": {"stitcher/missing-dependency": "off", "stitcher/parameter-arity-mismatch": "off", "stitcher/ambiguous-dependency": "off", "stitcher/dependency-cycle": "off", "stitcher/registerable-not-registered": "off"}}
import StitcherMacros

final class Session {}

// the arguments are checked first, in the macro's order
final class A {
    @InjectedParameters(ignoring: "nope") // expected-error:5-42 {{Malformed arguments. Ignored parameter 'nope' does not match a known parameter name.}}
    init(session: Session) {}

    @InjectedParameters(parent: .fooParent) // expected-error:5-44 {{Malformed arguments.}}
    init(flag: Bool, session: Session) {}

    @InjectedParameters(strategy: .stitcherByType, strategy: .stitcherByName) // expected-error:5-78 {{Malformed arguments.}}
    func load(session: Session) {}

    @InjectedParameters("session") // expected-error:5-35 {{Malformed arguments.}}
    func save(session: Session) {}

    @InjectedParameters // expected-error:5-24 {{Malformed arguments. Cannot inject generic parameter 'value'. Explicitly ignore the parameter.}}
    func fetch<T>(value: T, session: Session) {}

    @InjectedParameters(ignoring: "value")
    func store<T>(value: T, session: Session) {}

    @InjectedParameters // expected-error:5-24 {{This macro can only be used on function or initializer declarations.}}
    var notAFunction: Int = 0

    @InjectedParameters // expected-hint:5-24 {{@InjectedParameters on a declaration without parameters generates nothing}} {{5-25=}} {{title=Remove @InjectedParameters}}
    func nothing() {}

    @InjectedParameters(ignoring: "retries") // expected-error:5-45 {{Every parameter is ignored: the overload @InjectedParameters generates has the signature of the original, an invalid redeclaration}} {{5-46=}} {{title=Remove @InjectedParameters}}
    func retry(retries: Int) {}
}

final class B {
    @PreferredInitializer // expected-error:5-26 {{Async initializers are not supported.}}
    init(session: Session) async {}

    @PreferredInitializer // expected-error:5-26 {{Failable initializers are not supported.}}
    init?(name: String) {}

    @PreferredInitializer // expected-error:5-26 {{Throwing initializers are not supported.}}
    init(flag: Bool) throws {}

    @PreferredInitializer // expected-error:5-26 {{Generic arguments are not supported.}}
    init<T>(value: T) {}

    @PreferredInitializer // expected-error:5-26 {{This macro can only be used on initializer declarations.}}
    func notAnInit() {}
}

@Registerable // expected-error:1-14 {{Failed to find a supported preferred initializer. Please consider using the '@PreferredInitializer' attribute on a synchronous, non-failable initializer that has no generic arguments.}}
final class NoInit {
    init() async {}
}

@Registerable // expected-error:1-14 {{Multiple supported initializers found. Please consider using the '@PreferredInitializer' attribute on a supported initializer, to use it for initializing the dependency.}}
final class TwoInits {
    init() {}
    init(session: Session) {}
}

@Registerable(by: .type(Uploading.self)) // expected-error:1-41 {{Malformed arguments. The types specified in the dependency locator are not related to the attached dependency type.}}
final class Unrelated {
    init() {}
}

protocol Uploading {}

@Registerable(by: .type(Uploading.self))
final class Related: Uploading {
    init() {}
}

@Registerable(eagerness: .sometimes) // expected-error:1-37 {{Malformed arguments.}}
final class BadEagerness {
    init() {}
}

@Registerable
final class TwoMarked {
    @PreferredInitializer
    init() {}
    @PreferredInitializer // expected-warning:5-26 {{Several initializers are marked @PreferredInitializer; @Registerable uses the one with the fewest parameters, init(), and ignores this one}} {{5-27=}} {{title=Remove @PreferredInitializer}}
    init(session: Session) {}
}

@Registerable // expected-error:1-14 {{Multiple supported initializers found. Please consider using the '@PreferredInitializer' attribute on a supported initializer, to use it for initializing the dependency.}}
final class Spelled {
    @PreferredInitializer() // expected-warning:5-28 {{@Registerable recognises only the exact spelling '@PreferredInitializer'; this one is ignored when it chooses the initializer}} {{5-28=@PreferredInitializer}} {{title=Write it as @PreferredInitializer}}
    init() {}
    init(session: Session) {}
}

@Registerable(scope: .singleton, eagerness: .eager)
final class Fine {
    @PreferredInitializer
    init() {}
    init(session: Session) {}
}
