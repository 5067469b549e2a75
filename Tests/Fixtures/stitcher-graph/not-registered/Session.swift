import StitcherMacros

// injected, @Registerable, and added nowhere: the fix adds it to the one builder
final class Session {
    @InjectedParameters
    init(token: Token) {} // expected-error:10-22 {{No dependency is registered for Type[Token]: the overload @InjectedParameters generates calls 'try! DependencyGraph.inject(byType: Token.self)' and crashes ("No dependency could be found for Type[Token].")}} {{17:1-17:1=\n    Token.dependencyRegistration\n}} {{title=Add Token.dependencyRegistration to 'group'}}
}

@Registerable
final class Token { // expected-hint:13-18 {{'Token' is @Registerable, but no DependencyContainer or DependencyGroup adds Token.dependencyRegistration: injecting it fails}} {{17:1-17:1=\n    Token.dependencyRegistration\n}} {{title=Add Token.dependencyRegistration to 'group'}}
    init() {}
}
