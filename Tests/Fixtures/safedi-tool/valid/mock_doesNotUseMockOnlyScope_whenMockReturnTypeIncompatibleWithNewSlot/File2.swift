@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(other: OtherProtocol) {
        self.other = other
    }
    @Instantiated(fulfilledByType: "MyService") let other: OtherProtocol
}