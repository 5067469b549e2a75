@Instantiable(generateMock: true)
public final class A: Instantiable {
    public init() {}
}