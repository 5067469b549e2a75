public final class AnyChild: ChildProtocol {
    public init(_ child: ChildProtocol) {
        self.child = child
    }
    private let child: ChildProtocol
}