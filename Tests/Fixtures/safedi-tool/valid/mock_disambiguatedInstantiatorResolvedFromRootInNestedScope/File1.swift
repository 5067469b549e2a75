@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(
        childBuilder: Instantiator<ChildA>,
        parentBuilder: Instantiator<Parent>,
        other: Other
    ) {
        self.childBuilder = childBuilder
        self.parentBuilder = parentBuilder
        self.other = other
    }
    @Instantiated let childBuilder: Instantiator<ChildA>
    @Instantiated let parentBuilder: Instantiator<Parent>
    @Instantiated let other: Other
}