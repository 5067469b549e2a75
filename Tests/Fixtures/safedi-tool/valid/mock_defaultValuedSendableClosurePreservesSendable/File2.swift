@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(onComplete: @escaping @Sendable () -> Void = {}) {}
}