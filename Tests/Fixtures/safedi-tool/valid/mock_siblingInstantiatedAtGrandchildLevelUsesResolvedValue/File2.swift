@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(grandchild: Grandchild) {
        self.grandchild = grandchild
    }
    @Instantiated let grandchild: Grandchild
}