// One hand-written mock per type: on the production declaration or on a mockOnly one, not both.
// SafeDITool stops at these: Network and Storage, reachable from no root, get no hint.
@Instantiable
public final class Network: Instantiable {
    public init() {}
}
@Instantiable(mockOnly: true)
extension Network {
    public static func mock() -> Network { Network() }
}
@Instantiable
public final class Storage: Instantiable {
    public init() {}
    public static func mock() -> Storage { Storage() }
}
