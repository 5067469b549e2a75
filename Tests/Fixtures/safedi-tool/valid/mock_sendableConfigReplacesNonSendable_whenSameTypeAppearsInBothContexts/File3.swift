@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(leaf: Leaf) {
        self.leaf = leaf
    }
    @Instantiated let leaf: Leaf
}