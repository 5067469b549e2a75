@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(grandchildBuilder: Instantiator<Grandchild>) {
        self.grandchildBuilder = grandchildBuilder
    }
    @Instantiated let grandchildBuilder: Instantiator<Grandchild>
}