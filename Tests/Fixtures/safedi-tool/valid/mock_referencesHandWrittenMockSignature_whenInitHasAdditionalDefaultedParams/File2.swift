@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(featureFlag: Bool = false, maxRetries: Int = 3) {}
    public static func mock() -> Service {
        Service()
    }
}