@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(service: Service, flag: Bool) {
        self.service = service
        self.flag = flag
    }
    @Received let service: Service
    @Forwarded let flag: Bool

    #if DEBUG
    public static func customMock(
        service: Service,
        flag: Bool = false
    ) -> Child {
        Child(service: service, flag: flag)
    }
    #endif
}