@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(other: OtherProtocol) {
        self.other = other
    }
    @Instantiated let other: OtherProtocol
}