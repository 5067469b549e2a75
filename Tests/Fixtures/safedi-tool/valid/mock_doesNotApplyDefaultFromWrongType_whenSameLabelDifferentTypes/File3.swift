@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(value: Int) { self.value = value }
    @Instantiated let value: Int
}