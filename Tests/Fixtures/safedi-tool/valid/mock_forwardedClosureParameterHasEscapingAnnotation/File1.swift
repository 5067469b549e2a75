@Instantiable(generateMock: true)
public struct Presenter: Instantiable {
    public init(onDismiss: @escaping () -> Void) {
        self.onDismiss = onDismiss
    }
    @Forwarded let onDismiss: () -> Void
}