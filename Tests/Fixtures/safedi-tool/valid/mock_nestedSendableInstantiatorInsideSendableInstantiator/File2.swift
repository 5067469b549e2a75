@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(innerFactory: SendableInstantiator<Leaf>, name: String) {
        self.innerFactory = innerFactory
        self.name = name
    }
    @Instantiated let innerFactory: SendableInstantiator<Leaf>
    @Forwarded let name: String
}