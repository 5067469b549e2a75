@Instantiable
public final class X: Instantiable {
    public init() {}
}