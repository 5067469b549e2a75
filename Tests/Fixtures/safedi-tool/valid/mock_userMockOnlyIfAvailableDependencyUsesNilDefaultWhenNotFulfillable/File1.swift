@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child) { self.child = child }
    @Instantiated let child: Child
}