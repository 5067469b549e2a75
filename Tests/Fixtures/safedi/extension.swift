// @Instantiable on extensions.
// fixture-file: Effects.swift
@Instantiable
extension Client: Instantiable {
    static func instantiate<T>() async throws(LoadError) -> Client where T: Codable { fatalError() }
}
// expected-error@3:5 {{@Instantiable-decorated extension must have an `instantiate()` method that is both `public` and `static`}} {{5-11=public static}}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must not throw or be async}} {{34-40=}} {{40-58=}}
// expected-error@3:5 {{@Instantiable-decorated extension’s `instantiate()` method must not have a generic parameter}} {{28-31=}}
// expected-error@3:5 {{@Instantiable-decorated extension must not have a generic `where` clause}} {{68-85=}}
// fixture-file: Missing.swift
@Instantiable
extension Client: Instantiable {
    public var name: String { "client" }
}
// expected-error@3:5 {{@Instantiable-decorated extension of Client must have a `public static func instantiate() -> Client` method}} {{3:1-3:1=    public static func instantiate() -> Client {\n    }\n\n}}
// fixture-file: MissingMockOnly.swift
@Instantiable(mockOnly: true)
extension Client {
    public static func mock() -> Client { Client() }
}
// fixture-file: Generic.swift
@Instantiable
extension Box: Instantiable {
    public static func instantiate() -> Box<Int> { Box(0) }
    public static func instantiate() -> Box<String> { Box("") }
    public static func instantiate(value: Int) -> Box<Int> { Box(value) }
}
// expected-error@1:1 {{@Instantiable-decorated extension must have a single `instantiate(…)` method that returns `Box<Int>`}}
// fixture-file: RootFirst.swift
// the root check comes before the count of instantiate methods
@Instantiable(isRoot: true)
extension Box: Instantiable {
    public static func instantiate(value: Int) -> Box { Box(value) }
    public static func instantiate() -> Box { Box(0) }
}
// expected-error@2:1 {{Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on Box that violated this contract:\nvalue: Int}}
