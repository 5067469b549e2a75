@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(grandchild: Grandchild, service: ExternalService) {
        self.grandchild = grandchild
        self.service = service
    }
    @Instantiated let grandchild: Grandchild
    @Instantiated let service: ExternalService
}