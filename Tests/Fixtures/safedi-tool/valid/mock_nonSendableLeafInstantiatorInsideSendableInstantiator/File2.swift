@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(innerFactory: Instantiator<Leaf>, name: String) {
        self.innerFactory = innerFactory
        self.name = name
    }
    @Instantiated let innerFactory: Instantiator<Leaf>
    @Forwarded let name: String
}