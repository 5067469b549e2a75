// What Wiring adds about one declaration: code StitcherMacros generates that does not compile or
// does nothing, which the macros do not report.
// fixture-config: {"rules": {"stitcher/missing-dependency": "off", "stitcher/parameter-arity-mismatch": "off", "stitcher/ambiguous-dependency": "off", "stitcher/dependency-cycle": "off", "stitcher/registerable-not-registered": "off"}}
struct Settings {
    @InjectedParameters // expected-error:5-24 {{@InjectedParameters defaults to parent: .classParent and generates a 'convenience init' inside struct 'Settings', which does not compile}} {{5-24=@InjectedParameters(parent: .structParent)}} {{title=Pass parent: .structParent}}
    init(store: SettingsStore) {}
}
final class Home {
    @InjectedParameters(parent: .structParent) // expected-error:5-47 {{@InjectedParameters with parent: .structParent generates an initializer that is not 'convenience' inside class 'Home', which does not compile}} {{5-47=@InjectedParameters}} {{title=Remove the parent argument}}
    init(store: SettingsStore) {}
}
final class Loader {
    @InjectedParameters(ignoring: "flag")
    func load<T>(items: [T], flag: Bool, session: Session) {} // expected-error:18-28 {{Parameter 'items: [T]' involves the generic parameter 'T', which cannot be injected by type; the generated overload does not compile (ignore the parameter)}} {{-1:5--1:42=@InjectedParameters(ignoring: "flag", "items")}} {{title=Ignore the parameter}}
    @InjectedParameters(strategy: .stitcherByName)
    init(session _: Session) {} // expected-information:10-28 {{strategy: .stitcherByName cannot name parameter 'session _'; it is injected by type instead}}
}
@Registerable(scope: AppScopes.main, eagerness: .eager) // expected-warning:15-36 {{scope: 'AppScopes.main' is not one of .instance, .shared, .singleton or .managed(…); @Registerable silently uses .automatic(for: Feed.self)}} expected-warning:38-55 {{eagerness: .eager has no effect: the registration takes instantiation parameters, so it is built only when injected}} {{1-56=@Registerable(scope: AppScopes.main)}} {{title=Remove eagerness: .eager}}
final class Feed {
    init(session: Session) {} // expected-error:10-26 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Session' is not, and the expansion does not compile}}
}
final class Session {}

// look-alikes that are fine
struct Options {
    @InjectedParameters(parent: .structParent)
    init(store: SettingsStore) {}
}

@Registerable(scope: .singleton, eagerness: .eager)
final class Clock {
    init() {}
}
