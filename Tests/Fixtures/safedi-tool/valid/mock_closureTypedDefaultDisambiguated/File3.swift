@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(onAction: @escaping (String) -> Void = { _ in }) {}
}