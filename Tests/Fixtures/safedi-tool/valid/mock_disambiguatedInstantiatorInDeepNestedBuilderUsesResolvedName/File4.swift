@Instantiable(generateMock: true)
public struct SubChild: Instantiable {
    public init(builder: Instantiator<TypeB>) {
        self.builder = builder
    }
    @Received let builder: Instantiator<TypeB>
}