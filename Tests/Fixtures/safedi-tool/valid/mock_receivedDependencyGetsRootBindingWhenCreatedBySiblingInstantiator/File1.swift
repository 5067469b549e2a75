@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(
        childABuilder: Instantiator<ChildA>,
        childBBuilder: Instantiator<ChildB>
    ) {
        self.childABuilder = childABuilder
        self.childBBuilder = childBBuilder
    }
    @Instantiated let childABuilder: Instantiator<ChildA>
    @Instantiated let childBBuilder: Instantiator<ChildB>
}