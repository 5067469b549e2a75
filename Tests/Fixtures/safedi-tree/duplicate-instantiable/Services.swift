import SafeDI

public protocol Service {}

@Instantiable(fulfillingAdditionalTypes: [Service.self]) // expected-error:43-55 {{@Instantiable-decorated types and extensions must have globally unique type names and fulfill globally unique types. Found multiple types or extensions fulfilling `Service`}} expected-note:43 {{`LiveService` also fulfils `Service`}}
public final class LiveService: Service, Instantiable {
    public init() {}
}

@Instantiable(fulfillingAdditionalTypes: [Service.self]) // expected-note:43 {{`MockService` also fulfils `Service`}} expected-error:43-55 {{@Instantiable-decorated types and extensions must have globally unique type names and fulfill globally unique types. Found multiple types or extensions fulfilling `Service`}}
public final class MockService: Service, Instantiable {
    public init() {}
}
