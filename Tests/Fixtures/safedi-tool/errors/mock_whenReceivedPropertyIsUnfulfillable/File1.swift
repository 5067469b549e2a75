@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, other: Other) {
        self.child = child
        self.other = other
    }
    @Instantiated let child: Child
    @Instantiated let other: Other
}