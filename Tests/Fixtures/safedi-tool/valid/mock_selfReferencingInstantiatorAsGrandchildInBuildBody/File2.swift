@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(selfBuilder: Instantiator<Child>, service: Service) {
        self.selfBuilder = selfBuilder
        self.service = service
    }
    @Instantiated let selfBuilder: Instantiator<Child>
    @Received let service: Service
}