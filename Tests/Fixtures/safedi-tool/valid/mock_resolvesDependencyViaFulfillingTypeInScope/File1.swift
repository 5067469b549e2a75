@Instantiable(generateMock: true)
public final class ConcreteService: Instantiable {
    public init() {}
}