@Instantiable
public final class ChildA: Instantiable {
    public init(grandchildAA: GrandchildAA, grandchildAB: GrandchildAB, greatGrandchild: GreatGrandchild) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let grandchildAA: GrandchildAA
    @Instantiated let grandchildAB: GrandchildAB
    @Instantiated let greatGrandchild: GreatGrandchild
}