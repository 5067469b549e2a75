@Instantiable
public final class Recreated: Sendable, Instantiable {
    public init() {}
}