@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: Instantiator<Item>, wrapper: ThirdPartyWrapper) {
        self.childBuilder = childBuilder
        self.wrapper = wrapper
    }
    @Instantiated let childBuilder: Instantiator<Item>
    @Instantiated let wrapper: ThirdPartyWrapper
}