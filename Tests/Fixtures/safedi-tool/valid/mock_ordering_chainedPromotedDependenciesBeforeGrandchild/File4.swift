@Instantiable(generateMock: true)
public struct ServiceA: Instantiable {
    public init(serviceB: ServiceB) { self.serviceB = serviceB }
    @Instantiated let serviceB: ServiceB
}