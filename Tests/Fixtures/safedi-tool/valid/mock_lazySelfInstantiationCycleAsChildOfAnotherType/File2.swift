@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(service: Service, selfBuilder: Instantiator<Child>) {
        self.service = service
        self.selfBuilder = selfBuilder
    }
    @Received let service: Service
    @Instantiated let selfBuilder: Instantiator<Child>
}