@Instantiable(mockAttributes: "@MainActor", generateMock: true)
public struct ActorBound: Instantiable {
    public init() {}
}