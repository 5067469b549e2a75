@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service, viewController: ViewController) {
        self.service = service
        self.viewController = viewController
    }
    @Instantiated let service: Service
    @Instantiated let viewController: ViewController
}