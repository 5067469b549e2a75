@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(shared: Shared, service: Service) {
        self.shared = shared
        self.service = service
    }
    @Instantiated let shared: Shared
    @Instantiated let service: Service
}