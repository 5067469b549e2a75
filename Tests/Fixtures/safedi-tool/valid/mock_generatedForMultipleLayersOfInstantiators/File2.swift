@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String, grandchildBuilder: Instantiator<Grandchild>) {
        self.name = name
        self.grandchildBuilder = grandchildBuilder
    }
    @Forwarded let name: String
    @Instantiated let grandchildBuilder: Instantiator<Grandchild>
}