@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, leaf: Leaf) {
        self.child = child
        self.leaf = leaf
    }
    @Instantiated let child: Child
    @Instantiated let leaf: Leaf
}