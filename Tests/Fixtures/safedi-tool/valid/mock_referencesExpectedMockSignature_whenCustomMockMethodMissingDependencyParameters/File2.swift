@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(unrelated: Unrelated?, shared: Shared?) {
        self.unrelated = unrelated
        self.shared = shared
    }
    @Received(onlyIfAvailable: true) let unrelated: Unrelated?
    @Received(onlyIfAvailable: true) let shared: Shared?

    public static func mock() -> Child {
        Child(unrelated: nil, shared: nil)
    }
}