@Instantiable(fulfillingAdditionalTypes: [ChildProtocol.self], generateMock: true)
public struct ConcreteChild: ChildProtocol, Instantiable {
    public init(name: String) {
        self.name = name
    }
    @Forwarded let name: String
}