// One hand-written mock per type: on the production declaration or on a mockOnly one, not both.
@Instantiable
public final class Network: Instantiable { // expected-hint:20-27 {{`Network` is not reachable from any root: SafeDI neither builds it nor checks its dependencies}}
    public init() {}
}
@Instantiable(mockOnly: true)
extension Network {
    public static func mock() -> Network { Network() }
}
@Instantiable
public final class Storage: Instantiable { // expected-hint:20-27 {{`Storage` is not reachable from any root: SafeDI neither builds it nor checks its dependencies}}
    public init() {}
    public static func mock() -> Storage { Storage() }
}
