// Correct SafeDI code: nothing to report.
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(client: Client, clientBuilder: Instantiator<Client>, settingsBuilder: ErasedInstantiator<String, Settings>, aliased: Client) {
        self.client = client
        self.clientBuilder = clientBuilder
        self.settingsBuilder = settingsBuilder
        self.aliased = aliased
    }

    @Instantiated let client: Client
    @Instantiated let clientBuilder: Instantiator<Client>
    @Instantiated(fulfilledByType: "DefaultSettings", erasedToConcreteExistential: false) let settingsBuilder: ErasedInstantiator<String, Settings>
    @Received(fulfilledByDependencyNamed: "client", ofType: Client.self) let aliased: Client
    private let cache = Cache()
    var computed: Int { 1 }
    static let shared = 1
}

@Instantiable(fulfillingAdditionalTypes: [SettingsProtocol.self])
public struct DefaultSettings: Instantiable, SettingsProtocol {
    public init(name: String, onChange: @escaping @Sendable (String) -> Void, session: Session?, logger: Logger = .init()) {
        self.name = name
        self.onChange = onChange
        self.session = session
    }

    @Forwarded let name: String
    @Received let onChange: @Sendable (String) -> Void
    @Received(onlyIfAvailable: true) let session: Session?
}

@Instantiable
extension URLSession: @retroactive Instantiable {
    public static func instantiate() -> URLSession { .shared }
}

public actor Unrelated {
    var mutable: Int = 0
    @Published var model: Model?
}
