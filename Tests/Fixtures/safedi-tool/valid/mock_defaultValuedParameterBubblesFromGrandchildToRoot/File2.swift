@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(grandchild: Grandchild) { self.grandchild = grandchild }
    @Instantiated let grandchild: Grandchild
}