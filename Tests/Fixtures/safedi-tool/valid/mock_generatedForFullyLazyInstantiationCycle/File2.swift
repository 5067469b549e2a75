@Instantiable(generateMock: true)
public struct A: Instantiable {
    public init(bBuilder: Instantiator<B>) {
        self.bBuilder = bBuilder
    }
    @Instantiated let bBuilder: Instantiator<B>
}