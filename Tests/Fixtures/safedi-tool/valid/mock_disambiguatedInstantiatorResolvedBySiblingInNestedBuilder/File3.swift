@Instantiable(generateMock: true)
public struct ChildD: Instantiable {
    public init(childBuilder: Instantiator<ChildB>) {
        self.childBuilder = childBuilder
    }
    @Received let childBuilder: Instantiator<ChildB>
}