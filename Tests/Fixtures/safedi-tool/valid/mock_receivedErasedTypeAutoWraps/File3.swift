@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(myService: AnyService) {
        self.myService = myService
    }
    @Received let myService: AnyService
}