@Instantiable(generateMock: true)
public struct GreatGrandchild: Instantiable {
    public init(leaf: Leaf) {
        self.leaf = leaf
    }
    @Received let leaf: Leaf
}