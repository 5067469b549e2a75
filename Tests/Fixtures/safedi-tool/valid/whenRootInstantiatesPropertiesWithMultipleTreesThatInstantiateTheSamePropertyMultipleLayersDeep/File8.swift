@Instantiable
public final class GreatGrandchild {
    public init() {}
}