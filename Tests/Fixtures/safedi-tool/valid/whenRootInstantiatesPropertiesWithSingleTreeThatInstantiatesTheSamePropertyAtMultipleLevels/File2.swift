@Instantiable
public final class Recreated {
    public init() {}
}