@Instantiable(generateMock: true)
public struct C: Instantiable {
    public init(aBuilder: Instantiator<A>) {
        self.aBuilder = aBuilder
    }
    @Instantiated let aBuilder: Instantiator<A>
}