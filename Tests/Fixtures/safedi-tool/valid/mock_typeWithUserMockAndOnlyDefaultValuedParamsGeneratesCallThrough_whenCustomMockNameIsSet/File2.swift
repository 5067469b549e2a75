@Instantiable(generateMock: true, customMockName: "customMock") @MainActor
public final class Service: Instantiable {
    public init(
        onCancel: @escaping @MainActor (String) -> Void = { _ in },
        onSubmit: @escaping @MainActor (String) throws -> Void = { _ in }
    ) {
        self.onCancel = onCancel
        self.onSubmit = onSubmit
    }
    public static func customMock() -> Self {
        .init(onCancel: { _ in }, onSubmit: { _ in })
    }
    private let onCancel: @MainActor (String) -> Void
    private let onSubmit: @MainActor (String) throws -> Void
}