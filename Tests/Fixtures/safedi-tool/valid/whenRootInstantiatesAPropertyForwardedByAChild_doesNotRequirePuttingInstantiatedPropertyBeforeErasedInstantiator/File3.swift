public protocol ChildAProtocol: Sendable {}
@Instantiable
public final class ChildA: ChildAProtocol, Instantiable {
    public init(grandchildA: GrandchildA, grandchildB: GrandchildB, recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchildA: GrandchildA
    @Instantiated let grandchildB: GrandchildB
    @Forwarded let recreated: Recreated
}