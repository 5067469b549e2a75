@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(childABuilder: Instantiator<ChildA>, childB: ChildB) {
        self.childABuilder = childABuilder
        self.childB = childB
    }
    @Instantiated let childABuilder: Instantiator<ChildA>
    @Instantiated let childB: ChildB
}