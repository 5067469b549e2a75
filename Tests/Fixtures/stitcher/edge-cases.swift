// What the macros do in the less usual cases, as their sources read them: no parameters end
// @InjectedParameters before its ignored names are checked; ignored names are trimmed; a qualified
// parent or locator is read by its last component; a variadic generic parameter is generic; an
// @_disfavoredOverload initializer is no candidate.
// fixture-config: {"rules": {"stitcher/missing-dependency": "off", "stitcher/parameter-arity-mismatch": "off", "stitcher/ambiguous-dependency": "off", "stitcher/dependency-cycle": "off", "stitcher/registerable-not-registered": "off"}}
final class A {
    @InjectedParameters(ignoring: "x") // expected-hint:5-39 {{@InjectedParameters on a declaration without parameters generates nothing}} {{5-40=}} {{title=Remove @InjectedParameters}}
    func f() {}
    @InjectedParameters(ignoring: " other")
    func g(other: Int, s: S) {}
    @InjectedParameters(parent: StitcherMacros.AttachedParentKind.classParent)
    func h(s: S) {}
    @InjectedParameters // expected-error:5-24 {{Malformed arguments. Cannot inject generic parameter 'values'. Explicitly ignore the parameter.}}
    func v<T>(values: T...) {}
}
@Registerable // expected-error:1-14 {{Failed to find a supported preferred initializer. Please consider using the '@PreferredInitializer' attribute on a synchronous, non-failable initializer that has no generic arguments.}}
final class D {
    @_disfavoredOverload init() {}
}
protocol Q {}
@Registerable(by: DependencyLocator.type(Q.self)) // expected-error:1-50 {{Malformed arguments. The types specified in the dependency locator are not related to the attached dependency type.}}
final class E {
    init() {}
}
