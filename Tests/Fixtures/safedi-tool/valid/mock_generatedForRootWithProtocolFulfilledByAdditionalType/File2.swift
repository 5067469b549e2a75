@Instantiable(isRoot: true, generateMock: true)
public final class Root: Instantiable {
    public init(networkService: NetworkService) {
        self.networkService = networkService
    }
    @Instantiated let networkService: NetworkService
}