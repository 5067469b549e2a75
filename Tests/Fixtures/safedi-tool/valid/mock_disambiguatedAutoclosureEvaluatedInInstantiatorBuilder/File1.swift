@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(parentBuilder: Instantiator<Parent>, childB: ChildB) {
        self.parentBuilder = parentBuilder
        self.childB = childB
    }
    @Instantiated let parentBuilder: Instantiator<Parent>
    @Instantiated let childB: ChildB
}