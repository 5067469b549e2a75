@Instantiable(generateMock: true)
public struct B: Instantiable {
    public init(aBuilder: Instantiator<A>) { self.aBuilder = aBuilder }
    @Received let aBuilder: Instantiator<A>
}