@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, name: String) {
        self.child = child
        self.name = name
    }
    @Instantiated let child: Child
    @Forwarded let name: String
}