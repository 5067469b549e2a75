@Instantiable(generateMock: true)
public struct C: Instantiable {
    public init(a: A) { self.a = a }
    @Instantiated let a: A
}