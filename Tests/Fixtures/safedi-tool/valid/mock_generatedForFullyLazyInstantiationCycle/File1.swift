@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(aBuilder: Instantiator<A>) {
        self.aBuilder = aBuilder
    }
    @Instantiated let aBuilder: Instantiator<A>
}