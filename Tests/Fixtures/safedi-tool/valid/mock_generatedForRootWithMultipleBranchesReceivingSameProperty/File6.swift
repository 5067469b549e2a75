@Instantiable(generateMock: true)
public final class Shared: Instantiable {
    public init() {}
}