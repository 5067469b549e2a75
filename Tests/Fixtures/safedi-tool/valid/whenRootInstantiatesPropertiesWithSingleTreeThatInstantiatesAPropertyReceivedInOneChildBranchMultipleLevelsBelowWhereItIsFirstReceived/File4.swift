@Instantiable
public final class Grandchild: Instantiable {
    public init(greatGrandchildA: GreatGrandchildA, greatGrandchildB: GreatGrandchildB) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let greatGrandchildA: GreatGrandchildA
    @Instantiated let greatGrandchildB: GreatGrandchildB
}