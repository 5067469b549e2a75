@Instantiable
public final class Grandchild: Instantiable {
    public init() {}
}