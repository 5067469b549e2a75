@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(shared: Shared) { self.shared = shared }
    @Instantiated let shared: Shared
}