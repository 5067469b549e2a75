// Spellings SafeDI's macros read their own way, each checked against the macros:
// the output of this file is theirs, line for line.


public protocol P {}
public final class A {}
public final class B {}

// a conformance in parentheses is one
@Instantiable
public final class Wrapped: (Instantiable) {
    public init() {}
}

// a `\n` escape ends a string literal's segment: no literal to the macro
public final class Escaped {
    @Instantiated(fulfilledByType: "A\n") let a: any P // expected-error:5-42 {{The argument `fulfilledByType` must be a string literal}}
    init() { fatalError() }
}

// `X!.self` is a force unwrap, no type literal
public final class Unwrapped {
    @Received(fulfilledByDependencyNamed: "b", ofType: A!.self) let a: A // expected-error:5-64 {{The argument `ofType` must be a type literal}}
    init() { fatalError() }
}

// an attribute inside `#if` of the attribute list: the macro does not find it, nor reads its arguments
public final class Conditional {
    static let flag = true
    #if DEBUG
    @Received(fulfilledByDependencyNamed: "b", ofType: A.self, erasedToConcreteExistential: flag)
    #endif
    let a: A
    init() { fatalError() }
}

// a module-qualified @Instantiable on an extension: its members are read
@SafeDI.Instantiable
extension B: Instantiable {
    public static func instantiate() async -> B { B() } // expected-error:5-56 {{@Instantiable-decorated extension’s `instantiate()` method must not throw or be async}} {{38-44=}} {{title=Remove effect specifiers}}
}
