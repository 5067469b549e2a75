@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(serviceA: ServiceA, serviceB: ServiceB, name: String) {
        self.serviceA = serviceA
        self.serviceB = serviceB
        self.name = name
    }
    @Received let serviceA: ServiceA
    @Received let serviceB: ServiceB
    @Forwarded let name: String
}