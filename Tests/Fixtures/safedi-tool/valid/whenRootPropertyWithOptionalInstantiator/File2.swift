@Instantiable
public final class Child {
    public init() {}
}