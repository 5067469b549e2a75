@Instantiable(generateMock: true)
public struct SharedThing: Instantiable {
    public init() {}
}