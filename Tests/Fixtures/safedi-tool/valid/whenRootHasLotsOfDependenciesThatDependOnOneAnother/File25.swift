@Instantiable
public final class X {
    public init() {}
}