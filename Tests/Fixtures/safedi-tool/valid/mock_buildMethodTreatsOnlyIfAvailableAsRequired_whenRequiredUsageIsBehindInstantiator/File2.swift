@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(service: Service, grandchildBuilder: Instantiator<Grandchild>) {
        self.service = service
        self.grandchildBuilder = grandchildBuilder
    }
    @Received let service: Service
    @Instantiated let grandchildBuilder: Instantiator<Grandchild>
}