@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(builderA: Instantiator<ChildA>, builderB: Instantiator<ChildB>) {
        self.builderA = builderA
        self.builderB = builderB
    }
    @Instantiated let builderA: Instantiator<ChildA>
    @Instantiated let builderB: Instantiator<ChildB>
}