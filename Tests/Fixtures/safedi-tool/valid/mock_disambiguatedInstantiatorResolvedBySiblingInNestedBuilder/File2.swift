@Instantiable(generateMock: true)
public struct ChildC: Instantiable {
    public init(childBuilder: Instantiator<ChildA>) {
        self.childBuilder = childBuilder
    }
    @Received let childBuilder: Instantiator<ChildA>
}