@Instantiable
public final class Unrelated {
    public init() {}
}