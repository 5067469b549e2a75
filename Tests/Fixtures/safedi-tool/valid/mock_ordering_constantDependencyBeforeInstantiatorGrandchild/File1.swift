@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(shared: Shared, child: Child) {
        self.shared = shared
        self.child = child
    }
    @Instantiated let shared: Shared
    @Instantiated let child: Child
}