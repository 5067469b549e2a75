@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(name: String, child: Child) {
        self.name = name
        self.child = child
    }
    @Forwarded let name: String
    @Instantiated let child: Child
}