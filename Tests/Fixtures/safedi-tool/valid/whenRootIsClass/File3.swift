@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let networkService: NetworkService
}