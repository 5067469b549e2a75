@Instantiable(generateMock: true)
public struct Channel: Instantiable {
    public init(key: String, shared: Shared) {
        self.key = key
        self.shared = shared
    }
    @Forwarded let key: String
    @Received let shared: Shared
}