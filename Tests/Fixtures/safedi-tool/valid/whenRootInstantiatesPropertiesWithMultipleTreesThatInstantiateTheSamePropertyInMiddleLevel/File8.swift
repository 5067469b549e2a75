@Instantiable
public final class GreatGrandchild: Instantiable {
    public init() {}
}