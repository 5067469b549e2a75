@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], generateMock: true)
public final class ConcreteService: ServiceProtocol, Instantiable {
    public init(helper: Helper) {
        self.helper = helper
    }
    @Instantiated let helper: Helper
}