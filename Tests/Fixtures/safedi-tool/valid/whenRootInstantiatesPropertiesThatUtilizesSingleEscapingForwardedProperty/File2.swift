@Instantiable
public final class NetworkService: Instantiable {
    public init(fetchAuthToken: @escaping () -> Void) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded private let fetchAuthToken: () -> Void
}