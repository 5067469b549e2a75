@Instantiable(generateMock: true)
public struct B: Instantiable {
    public init(cBuilder: Instantiator<C>) {
        self.cBuilder = cBuilder
    }
    @Instantiated let cBuilder: Instantiator<C>
}