@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service, childBuilder: Instantiator<Child>) {
        self.service = service
        self.childBuilder = childBuilder
    }
    @Instantiated let service: Service
    @Instantiated let childBuilder: Instantiator<Child>
}