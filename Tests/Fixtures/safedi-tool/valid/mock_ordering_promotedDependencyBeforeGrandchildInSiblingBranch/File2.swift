@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(shared: Shared) { self.shared = shared }
    @Instantiated let shared: Shared
}