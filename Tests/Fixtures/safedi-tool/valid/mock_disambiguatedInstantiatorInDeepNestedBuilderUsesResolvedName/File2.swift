@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(builder: Instantiator<TypeA>) {
        self.builder = builder
    }
    @Received let builder: Instantiator<TypeA>
}