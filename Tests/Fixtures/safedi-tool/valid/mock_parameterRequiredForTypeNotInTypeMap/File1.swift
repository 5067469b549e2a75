public protocol SomeProtocol {}

@Instantiable(generateMock: true)
public struct Consumer: Instantiable {
    public init(dependency: SomeProtocol) {
        self.dependency = dependency
    }
    @Received let dependency: SomeProtocol
}