@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(grandchild: Grandchild) { self.grandchild = grandchild }
    @Instantiated let grandchild: Grandchild
}