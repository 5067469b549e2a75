@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(serviceA: ServiceA, serviceB: ServiceB) {
        self.serviceA = serviceA
        self.serviceB = serviceB
    }
    @Instantiated let serviceA: ServiceA
    @Instantiated let serviceB: ServiceB
}