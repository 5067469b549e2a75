@Instantiable
public final class Recreated: Sendable {
    public init() {}
}