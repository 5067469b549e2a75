@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service, flowVC: FlowVC) {
        self.service = service
        self.flowVC = flowVC
    }
    @Instantiated let service: Service
    @Instantiated let flowVC: FlowVC
}