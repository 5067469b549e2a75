@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: Service, grandchild: Grandchild) {
        self.service = service
        self.grandchild = grandchild
    }
    @Received let service: Service
    @Instantiated let grandchild: Grandchild
}