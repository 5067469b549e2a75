import Stitcher

// An `@Injected` local is resolved on first access like a property; a
// registration `.associated(with:)` a value is found by that value alone;
// the Optional overload gives nil on a miss; registrations in different
// containers clash only while both are active.

final class Clock {}
final class Ledger {}
final class Alpha {}
final class Beta {}

final class LocalTests {
    let container = DependencyContainer {
        Dependency { Clock() }
        Dependency { Ledger() }.associated(with: "ledger")
        Dependency { Alpha() }.named("alpha") // expected-note:9 {{a registration that matches}} expected-note:9 {{a registration that matches}}
    }

    func local() {
        @Injected var clock: Clock
        @Injected var beta: Beta // expected-error:23-27 {{No dependency is registered for Type[Beta]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[Beta].")}}
        @Injected(name: "alpha") var alpha: Alpha? // expected-information:38-43 {{3 registrations in different containers match Name[alpha]; while both containers are active, injection throws "Multiple dependencies found for Name[alpha]."}}
        _ = (clock, beta, alpha)
    }

    func byValue() throws {
        let ledger: Ledger = try DependencyGraph.inject() // expected-warning:50-56 {{No dependency is registered for Type[Ledger]: the injection always fails ("No dependency could be found for Type[Ledger].")}}
        let maybe: Beta? = try DependencyGraph.inject() // expected-information:48-54 {{No dependency is registered for Type[Beta]: the injection always returns nil ("No dependency could be found for Type[Beta].")}}
        _ = (ledger, maybe)
    }

    func named() {
        @Injected(name: "alpha") var alpha: Alpha // expected-information:38-43 {{3 registrations in different containers match Name[alpha]; while both containers are active, injection throws "Multiple dependencies found for Name[alpha]."}}
        _ = alpha
    }
}

final class OtherTests {
    let container = DependencyContainer {
        Dependency { Alpha() }.named("alpha") // expected-note:9 {{a registration that matches}} expected-note:9 {{a registration that matches}}
        Dependency { Alpha() }.named("alpha") // expected-note:9 {{a registration that matches}} expected-note:9 {{a registration that matches}}
    }
}
