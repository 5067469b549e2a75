@Instantiable
public final class ChildB: Instantiable {
    public init(grandchildA: GrandchildA, grandchildB: GrandchildB, recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchildA: GrandchildA
    @Instantiated let grandchildB: GrandchildB
    @Received let recreated: Recreated
}