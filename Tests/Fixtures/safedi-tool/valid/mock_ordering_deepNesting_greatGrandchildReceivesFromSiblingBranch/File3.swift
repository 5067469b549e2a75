@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(greatGrandchildBuilder: Instantiator<GreatGrandchild>) {
        self.greatGrandchildBuilder = greatGrandchildBuilder
    }
    @Instantiated let greatGrandchildBuilder: Instantiator<GreatGrandchild>
}