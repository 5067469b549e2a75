@Instantiable(generateMock: true)
public struct A: Instantiable {
    public init(b: B) { self.b = b }
    @Instantiated let b: B
}