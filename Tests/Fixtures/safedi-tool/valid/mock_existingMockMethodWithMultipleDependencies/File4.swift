@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(child: Child) {
        self.child = child
    }
    @Instantiated let child: Child
}