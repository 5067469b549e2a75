@Instantiable
public final class Recreated: Instantiable {
    public init() {}
}