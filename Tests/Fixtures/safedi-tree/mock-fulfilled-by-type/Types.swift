import SafeDI

public class AnyService {
    public init(_ value: some Any) {}
}

public class AnyStore {
    public init(_ value: some Any) {}
}

// A mock builds a `fulfilledByType:` property as its declared type when some
// declaration fulfils that type (here only MockService, mockOnly, which has a
// @Forwarded property); otherwise as the fulfilling type.
@Instantiable(generateMock: true)
public struct Player: Instantiable {
    public init(service: AnyService, store: AnyStore) {
        self.service = service
        self.store = store
    }

    @Instantiated(fulfilledByType: "ConcreteService", erasedToConcreteExistential: true) let service: AnyService // expected-error {{Property `service: AnyService` on Player has at least one @Forwarded property. Property should instead be of type `Instantiator<MockService>`.}}
    // nothing fulfils AnyStore: the mock builds ConcreteStore, which forwards nothing
    @Instantiated(fulfilledByType: "ConcreteStore", erasedToConcreteExistential: true) let store: AnyStore
}

@Instantiable
public struct ConcreteService: Instantiable {
    public init() {}
}

@Instantiable
public struct ConcreteStore: Instantiable {
    public init() {}
}

@Instantiable(fulfillingAdditionalTypes: [AnyService.self], mockOnly: true)
public struct MockService: Instantiable {
    public init(name: String) {
        self.name = name
    }

    @Forwarded let name: String // expected-note {{`MockService` takes @Forwarded `name: String`}}
    public static func mock(name: String) -> MockService { MockService(name: name) }
}
