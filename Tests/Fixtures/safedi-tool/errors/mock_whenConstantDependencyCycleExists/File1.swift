@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(a: A) { self.a = a }
    @Instantiated let a: A
}