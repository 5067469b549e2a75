@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(serviceA: ServiceA, serviceB: ServiceB) {
        self.serviceA = serviceA
        self.serviceB = serviceB
    }
    @Received let serviceA: ServiceA
    @Received let serviceB: ServiceB

    public static func customMock(serviceA: ServiceA, serviceB: ServiceB) -> Child {
        Child(serviceA: serviceA, serviceB: serviceB)
    }
}