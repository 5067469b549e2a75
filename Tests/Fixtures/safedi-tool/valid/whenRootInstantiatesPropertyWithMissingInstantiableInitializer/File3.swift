@Instantiable
public final class Grandchild {
    public init() {}
}