@Instantiable(isRoot: true)
public struct Root1: Instantiable {
    public init(networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let networkService: NetworkService
}