@Instantiable
public struct Middle: Instantiable {
    public init(leaf: Leaf) {
        self.leaf = leaf
    }
    @Instantiated let leaf: Leaf
}