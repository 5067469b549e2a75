@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(
        onCancel: @escaping @MainActor (String) -> Void = { _ in },
        onSubmit: @escaping @MainActor (String) throws -> Void = { _ in }
    ) {}
}