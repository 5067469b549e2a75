@Instantiable
public final class ChildB: Instantiable {
    public init(grandchildBA: GrandchildBA, grandchildBB: GrandchildBB, greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchildBA: GrandchildBA
    @Instantiated let grandchildBB: GrandchildBB
    @Instantiated let greatGrandchild: GreatGrandchild
}