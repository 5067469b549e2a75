@Instantiable
public final class Child: Instantiable {
    public init() {}
}