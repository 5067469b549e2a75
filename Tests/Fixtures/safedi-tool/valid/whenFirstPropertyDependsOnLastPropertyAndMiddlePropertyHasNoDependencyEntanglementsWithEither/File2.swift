@Instantiable
public final class Unrelated: Instantiable {
    public init() {}
}