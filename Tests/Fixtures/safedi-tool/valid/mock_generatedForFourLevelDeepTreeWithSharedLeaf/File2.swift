@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(grandchild: Grandchild, leaf: Leaf) {
        self.grandchild = grandchild
        self.leaf = leaf
    }
    @Instantiated let grandchild: Grandchild
    @Received let leaf: Leaf
}