// StitcherMacros' @Registerable walks the member block for its initializers
// and does not enter `#if` blocks: an initializer only there is none to it.
// Checked against StitcherMacros.
import StitcherMacros

struct Dependency { init() {} }

@Registerable // expected-error:1-14 {{Failed to find a supported preferred initializer. Please consider using the '@PreferredInitializer' attribute on a synchronous, non-failable initializer that has no generic arguments.}}
struct OnlyConditional { // expected-hint:8-23 {{'OnlyConditional' is @Registerable, but no DependencyContainer or DependencyGroup adds OnlyConditional.dependencyRegistration: injecting it fails}}
    #if DEBUG
    init(dependency: Dependency) {}
    #endif
}

@Registerable
struct BothKinds { // expected-hint:8-17 {{'BothKinds' is @Registerable, but no DependencyContainer or DependencyGroup adds BothKinds.dependencyRegistration: injecting it fails}}
    init(dependency: Dependency) {} // expected-error:10-32 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Dependency' is not, and the expansion does not compile}}
    #if DEBUG
    init() {}
    #endif
}
