@Instantiable(isRoot: true, generateMock: true)
public final class Root: Instantiable {
    public init(a: A, b: B) {
        self.a = a
        self.b = b
    }
    @Instantiated let a: A
    @Instantiated let b: B
}