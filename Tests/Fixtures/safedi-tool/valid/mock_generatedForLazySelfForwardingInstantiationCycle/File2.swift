@Instantiable(generateMock: true)
public struct A: Instantiable {
    public init(aBuilder: Instantiator<A>, context: String) {
        self.aBuilder = aBuilder
        self.context = context
    }
    @Instantiated let aBuilder: Instantiator<A>
    @Forwarded let context: String
}