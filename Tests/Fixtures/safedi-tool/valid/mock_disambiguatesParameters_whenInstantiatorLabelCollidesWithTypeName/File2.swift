@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(childB: Instantiator<Other>) {
        self.childB = childB
    }
    @Instantiated let childB: Instantiator<Other>
}