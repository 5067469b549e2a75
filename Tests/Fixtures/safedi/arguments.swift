// @Instantiable's argument checks, in the macro's order: the first failing one is reported.
// fixture-file: MockAttributes.swift
@Instantiable(mockAttributes: attributes)
public final class A: Instantiable {
    public init() {}
}
// expected-error@1:1 {{The argument `mockAttributes` must be a string literal}}
// fixture-file: GenerateMock.swift
@Instantiable(generateMock: yes)
public final class B: Instantiable {
    public init() {}
}
// expected-error@1:1 {{The argument `generateMock` must be a Bool literal (`true` or `false`)}}
// fixture-file: MockOnly.swift
@Instantiable(mockOnly: 1)
public final class C: Instantiable {
    public init() {}
}
// expected-error@1:1 {{The argument `mockOnly` must be a Bool literal (`true` or `false`)}}
// fixture-file: CustomMockName.swift
@Instantiable(customMockName: name)
public final class D: Instantiable {
    public init() {}
}
// expected-error@1:1 {{The argument `customMockName` must be a string literal or `nil`}}
// fixture-file: Order.swift
// the array is checked first, and the throw ends the macro: no conformance error either
@Instantiable(fulfillingAdditionalTypes: [P?.self], generateMock: maybe)
final class E {}
// expected-error@2:1 {{The argument `fulfillingAdditionalTypes` must not include optionals}}
// `Optional<P>.self` is no optional to the macro (a generic type): the next argument is read
@Instantiable(fulfillingAdditionalTypes: [Optional<P>.self], generateMock: maybe)
final class E2 {}
// expected-error@6:1 {{The argument `generateMock` must be a Bool literal (`true` or `false`)}}
// fixture-file: Dictionary.swift
@Instantiable(fulfillingAdditionalTypes: [:])
public final class F: Instantiable {
    public init() {}
}
// expected-error@1:1 {{The argument `fulfillingAdditionalTypes` must be an inlined array}}
// fixture-file: Fine.swift
@Instantiable(fulfillingAdditionalTypes: [P.self, (any Q).self], mockAttributes: "@MainActor", generateMock: true, customMockName: nil)
public final class G: Instantiable, P, Q {
    public init() {}
}
@Instantiable(mockOnly: false, generateMock: true, customMockName: "make")
public final class H: Instantiable {
    public init() {}
    public static func make() -> H { H() }
}
