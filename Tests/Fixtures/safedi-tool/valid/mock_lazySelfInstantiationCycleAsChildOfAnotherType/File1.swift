@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, service: Service) {
        self.child = child
        self.service = service
    }
    @Instantiated let child: Child
    @Instantiated let service: Service
}