@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(shared: SharedThing) {
        self.shared = shared
    }
    @Received let shared: SharedThing
}