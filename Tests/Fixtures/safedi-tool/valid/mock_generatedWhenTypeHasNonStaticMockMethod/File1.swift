@Instantiable(generateMock: true)
public struct TypeWithInstanceMock: Instantiable {
    public init() {}
    public func mock() -> TypeWithInstanceMock {
        TypeWithInstanceMock()
    }
}