@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(onAction: @escaping () -> Void = {}) {}
}