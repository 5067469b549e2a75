@Instantiable(isRoot: true)
public struct Root2: Instantiable {
    public init(networkService: NetworkService) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let networkService: NetworkService
}