// The mock checks of @Instantiable on classes, structs and actors: mockOnly with generateMock or isRoot or
// without its mock, duplicate mocks, customMockName without generation or without its method, a hand-written
// mock() beside a generated one, and the mock method's defaults, return type, access and parameters.
// fixture-file: MockOnlyConflicts.swift
@Instantiable(mockOnly: true, generateMock: true) // expected-error:1-50 {{`mockOnly` and `generateMock` cannot both be `true`.}} {{29-49=}} {{title=Remove `generateMock: true`}}
public final class Clock {
    public static func mock() -> Clock { Clock() } // expected-error:5-51 {{@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method because the generated and hand-written methods would have ambiguous signatures. Rename your method and add `customMockName` to `@Instantiable`.}} {{24-28=customMock}} {{-2:49--2:49=, customMockName: "customMock"}} {{title=Rename method to `customMock` and add `customMockName: "customMock"` to `@Instantiable`}}
}
@Instantiable(isRoot: true, mockOnly: true) // expected-error:1-44 {{`mockOnly` types cannot be marked `isRoot`.}} {{15-43=mockOnly: true}} {{title=Remove `isRoot: true`}}
public final class Root {
    public static func mock() -> Root { Root() }
}
@Instantiable(generateMock: true, mockOnly: true) // expected-error:1-50 {{`mockOnly` and `generateMock` cannot both be `true`.}} {{15-49=mockOnly: true}} {{title=Remove `generateMock: true`}}
public final class First {
    public static func mock() -> First { First() } // expected-error:5-51 {{@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method because the generated and hand-written methods would have ambiguous signatures. Rename your method and add `customMockName` to `@Instantiable`.}} {{24-28=customMock}} {{-2:49--2:49=, customMockName: "customMock"}} {{title=Rename method to `customMock` and add `customMockName: "customMock"` to `@Instantiable`}}
}
// fixture-file: MockOnlyWithoutMock.swift
@Instantiable(mockOnly: true) // expected-error:1-30 {{@Instantiable(mockOnly: true) requires a `public static func mock(…) -> Clock` method.}} {{+1:27-+1:27=\n    public static func mock() -> Clock { Clock() \}\n}} {{title=Add `public static func mock(…) -> Clock` method}}
public final class Clock {}
@Instantiable(mockOnly: true, customMockName: "preview") // expected-error:1-57 {{@Instantiable(mockOnly: true) requires a `public static func preview(…) -> Named` method.}} {{+3:1-+3:1=\n    public static func preview() -> Named { Named() \}\n}} {{title=Add `public static func preview(…) -> Named` method}}
public final class Named {
    public static func mock() -> Named { Named() }
}
// fixture-file: Duplicates.swift
@Instantiable
public final class Clock: Instantiable {
    public init() {}
    public static func mock() -> Clock { Clock() }
    public static func mock() -> Clock { Clock() } // expected-error:5-51 {{@Instantiable-decorated type must have at most one `mock()` method. Remove this duplicate.}} {{5-52=}} {{title=Remove duplicate mock() method}}
    public func mock() -> Clock { Clock() }
}
// fixture-file: CustomName.swift
@Instantiable(customMockName: "preview") // expected-error:1-41 {{`customMockName` requires `generateMock: true` or `mockOnly: true`.}} {{15-15=generateMock: true, }} {{title=Add `generateMock: true` or `mockOnly: true` to `@Instantiable`}}
public final class A: Instantiable {
    public init() {}
    public static func preview() -> A { A() }
}
@Instantiable(isRoot: true, customMockName: "preview") // expected-error:1-55 {{`customMockName` requires `generateMock: true` or `mockOnly: true`.}} {{29-29=generateMock: true, }} {{title=Add `generateMock: true` or `mockOnly: true` to `@Instantiable`}}
public final class B: Instantiable {
    public init() {}
    public static func preview() -> B { B() }
}
@Instantiable(generateMock: true)
public struct C: Instantiable {
    public init() {}

    public static func mock() -> C { // expected-error:5 {{@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method because the generated and hand-written methods would have ambiguous signatures. Rename your method and add `customMockName` to `@Instantiable`.}} {{24-28=customMock}} {{-4:33--4:33=, customMockName: "customMock"}} {{title=Rename method to `customMock` and add `customMockName: "customMock"` to `@Instantiable`}}
        C()
    }
}
@Instantiable(generateMock: true, customMockName: "preview")
public final class D: Instantiable {
    public init() {}
    public static func preview() -> D { D() }
    public static func mock() -> D { D() } // expected-error:5-43 {{@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method. The generated `mock()` would conflict with this method. Remove it or rename it.}} {{5-44=}} {{title=Remove this `mock()` method}}
}
@Instantiable(generateMock: true, customMockName: "preview") // expected-error:1-61 {{No method named `preview` found. Add a `public static func preview(…)` method.}} {{+3:1-+3:1=\n    public static func preview() -> E { E() \}\n}} {{title=Add `public static func preview(…)` method}}
public final class E: Instantiable {
    public init() {}
}
@Instantiable(generateMock: true, customMockName: "preview")
public final class F: Instantiable {
    public init() {}
    public static func preview() -> F { F() }
}
// fixture-file: MockMethod.swift
public struct Client {}
@Instantiable
public final class Feed: Instantiable {
    public init(client: Client) { self.client = client }
    @Received let client: Client
    public static func mock(extra: Bool = false) -> Feed { Feed(client: Client()) } // expected-error:5-84 {{@Instantiable-decorated type’s `mock()` method must have a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Extra parameters with default values are allowed.}} {{28-49=(client: Client, extra: Bool = false)}} {{title=Add mock() arguments for client: Client}}
}
@Instantiable
public final class Zone: Instantiable {
    public init() {}
    public static func mock(zone: String, offset: Int) -> Zone { Zone() } // expected-error:5-74 {{@Instantiable-decorated type’s `mock()` method has non-dependency parameters without default values. Parameters that do not correspond to a dependency must have default values.}} {{41-41= = <#default#>}} {{54-54= = <#default#>}} {{title=Add default values to mock() non-dependency parameters for zone: String, offset: Int}}
}
@Instantiable
public final class Wrong: Instantiable {
    public init() {}
    public static func mock() -> Int { 1 } // expected-error:5-43 {{@Instantiable-decorated type’s `mock()` method must return `Self` or `Wrong`.}} {{34-37=Wrong}} {{title=Change mock() return type to `Wrong`}}
}
@Instantiable
public final class NoReturn: Instantiable {
    public init() {}
    public static func mock() { } // expected-error:5-34 {{@Instantiable-decorated type’s `mock()` method must return `Self` or `NoReturn`.}} {{30-30= -> NoReturn}} {{title=Change mock() return type to `NoReturn`}}
}
@Instantiable
public final class Hidden: Instantiable {
    public init() {}
    static func mock() -> Hidden { Hidden() } // expected-error:5-46 {{@Instantiable-decorated type’s `mock()` method must be `public` or `open`.}} {{5-5=public }} {{title=Add `public` modifier to mock() method}}
    internal class func other() {}
}
@Instantiable
public final class Fine: Instantiable {
    public init(client: Client) { self.client = client }
    @Received let client: Client
    public static func mock(client: Client, extra: Int = 0) -> Self { Self(client: client) }
}
@Instantiable
public final class Generic<T>: Instantiable {
    public init() {}
    public static func mock() -> Generic<Int> { Generic<Int>() }
}
// fixture-file: ExtensionMocks.swift
public struct Client {}
public protocol Clocking {}
@Instantiable(fulfillingAdditionalTypes: [Clocking.self])
extension Clock: Instantiable {
    public static func instantiate(client: Client) -> Clock { Clock() }
    public static func mock(zone: String) -> Clock { Clock() } // expected-error:5-63 {{@Instantiable-decorated type’s `mock()` method has non-dependency parameters without default values. Parameters that do not correspond to a dependency must have default values.}} {{41-41= = <#default#>}} {{title=Add default values to mock() non-dependency parameters for zone: String}}
    static func mock() -> Clocking { Clock() } // expected-error:5-47 {{@Instantiable-decorated type’s `mock()` method must be `public` or `open`.}} {{5-5=public }} {{title=Add `public` modifier to mock() method}}
    public static func mock(offset: Int = 0) -> Clock { Clock() } // expected-error:5-66 {{@Instantiable-decorated type must have at most one `mock()` method. Remove this duplicate.}} {{5-67=}} {{title=Remove duplicate mock() method}} expected-error:5-66 {{@Instantiable-decorated type’s `mock()` method must have a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Extra parameters with default values are allowed.}} {{28-45=(client: Client, offset: Int = 0)}} {{title=Add mock() arguments for client: Client}}
}
@Instantiable
extension Watch: Instantiable {
    public static func instantiate() -> Watch { Watch() }
    public static func mock() -> Int { 1 } // expected-error:5-43 {{@Instantiable-decorated type’s `mock()` method must return `Self` or `Watch`.}} {{34-37=Watch}} {{title=Change mock() return type to `Watch`}}
}
@Instantiable(mockOnly: true)
extension Timer {
    public static func mock() -> Timer { Timer() }
}
@Instantiable(mockOnly: true) // expected-error:1-30 {{@Instantiable(mockOnly: true) requires a `public static func mock(…) -> Date` method.}} {{+1:17-+1:17=\n    public static func mock() -> Date { Date.instantiate() \}\n}} {{title=Add `public static func mock(…) -> Date` method}}
extension Date {}
@Instantiable(generateMock: true)
extension Calendar: Instantiable {
    public static func instantiate() -> Calendar { .current }
    public static func mock() -> Calendar { .current } // expected-error:5-55 {{@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method because the generated and hand-written methods would have ambiguous signatures. Rename your method and add `customMockName` to `@Instantiable`.}} {{24-28=customMock}} {{-3:33--3:33=, customMockName: "customMock"}} {{title=Rename method to `customMock` and add `customMockName: "customMock"` to `@Instantiable`}}
}
