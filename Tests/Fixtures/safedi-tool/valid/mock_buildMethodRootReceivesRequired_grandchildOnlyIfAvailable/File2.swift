@Instantiable(generateMock: true)
public struct FlowVC: Instantiable {
    public init(service: Service, childBuilder: Instantiator<Child>, presenter: Presenter) {
        self.service = service
        self.childBuilder = childBuilder
        self.presenter = presenter
    }
    @Received let service: Service
    @Instantiated let childBuilder: Instantiator<Child>
    @Instantiated let presenter: Presenter
}