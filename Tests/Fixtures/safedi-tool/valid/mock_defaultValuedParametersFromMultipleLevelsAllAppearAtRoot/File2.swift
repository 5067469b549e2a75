@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(grandchild: Grandchild, config: String = "dev") {
        self.grandchild = grandchild
    }
    @Instantiated let grandchild: Grandchild
}