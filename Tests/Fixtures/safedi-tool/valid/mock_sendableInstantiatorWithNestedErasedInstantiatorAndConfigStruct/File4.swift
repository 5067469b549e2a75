@Instantiable(fulfillingAdditionalTypes: [ChildProtocol.self], generateMock: true)
public struct ConcreteChild: ChildProtocol, Instantiable {
    public init(name: String, helper: Helper) {
        self.name = name
        self.helper = helper
    }
    @Forwarded let name: String
    @Instantiated let helper: Helper
}