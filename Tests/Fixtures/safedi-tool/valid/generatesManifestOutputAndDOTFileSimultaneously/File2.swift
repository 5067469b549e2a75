@Instantiable(isRoot: true)
public struct Root: Instantiable {
    public init(networkService: NetworkService) {
        self.networkService = networkService
    }
    @Instantiated let networkService: NetworkService
}