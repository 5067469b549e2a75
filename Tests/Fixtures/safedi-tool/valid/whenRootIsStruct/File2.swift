@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let networkService: NetworkService
}