import SafeDI

public protocol ServiceProtocol {}
public protocol ClockProtocol {}

// In Player's mock tree, MockService's hand-written mock takes the
// ServiceProtocol slot from RealService, which has no mock: it is built as a
// constant there, and it has a @Forwarded property.
@Instantiable(generateMock: true)
public struct Player: Instantiable {
    public init(service: ServiceProtocol, clock: ClockProtocol) {
        self.service = service
        self.clock = clock
    }

    @Instantiated let service: ServiceProtocol // expected-error {{Property `service: ServiceProtocol` on Player has at least one @Forwarded property. Property should instead be of type `Instantiator<MockService>`.}}
    // RealClock has a mock of its own: it keeps its slot, FakeClock does not take it
    @Instantiated let clock: ClockProtocol
}

// Not mocked, no root: nobody builds its tree.
@Instantiable
public struct Team: Instantiable {
    public init(service: ServiceProtocol) {
        self.service = service
    }

    @Instantiated let service: ServiceProtocol
}

@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self])
public struct RealService: Instantiable, ServiceProtocol {
    public init() {}
}

@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
public struct MockService: Instantiable, ServiceProtocol {
    public init(name: String) {
        self.name = name
    }

    @Forwarded let name: String // expected-note {{`MockService` takes @Forwarded `name: String`}}
    public static func mock(name: String) -> MockService { MockService(name: name) }
}

@Instantiable(fulfillingAdditionalTypes: [ClockProtocol.self])
public struct RealClock: Instantiable, ClockProtocol {
    public init() {}
    public static func mock() -> RealClock { RealClock() }
}

@Instantiable(fulfillingAdditionalTypes: [ClockProtocol.self], mockOnly: true)
public struct FakeClock: Instantiable, ClockProtocol {
    public init(zone: String) {
        self.zone = zone
    }

    @Forwarded let zone: String
    public static func mock(zone: String) -> FakeClock { FakeClock(zone: zone) }
}
