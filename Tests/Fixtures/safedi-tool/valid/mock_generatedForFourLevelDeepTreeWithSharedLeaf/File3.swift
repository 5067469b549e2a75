@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(greatGrandchild: GreatGrandchild, leaf: Leaf) {
        self.greatGrandchild = greatGrandchild
        self.leaf = leaf
    }
    @Instantiated let greatGrandchild: GreatGrandchild
    @Received let leaf: Leaf
}