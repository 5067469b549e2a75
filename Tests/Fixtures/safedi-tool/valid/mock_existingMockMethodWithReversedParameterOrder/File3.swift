@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(serviceA: ServiceA, serviceB: ServiceB) {
        self.serviceA = serviceA
        self.serviceB = serviceB
    }
    @Received let serviceA: ServiceA
    @Received let serviceB: ServiceB

    public static func customMock(serviceB: ServiceB, serviceA: ServiceA) -> Child {
        Child(serviceA: serviceA, serviceB: serviceB)
    }
}