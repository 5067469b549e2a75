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

// SafeDITool ends its run at the duplicates: the tree is not checked, so the
// receive nothing provides, which a tree without duplicates reports, is silent.
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(screen: Screen) { self.screen = screen }
    @Instantiated let screen: Screen
}

@Instantiable
public final class Screen: Instantiable {
    public init(session: Session) { self.session = session }
    @Received let session: Session
}

public final class Session {}
