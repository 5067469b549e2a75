@Instantiable(generateMock: true)
public struct B: Instantiable {
    public init(c: C) { self.c = c }
    @Instantiated let c: C
}