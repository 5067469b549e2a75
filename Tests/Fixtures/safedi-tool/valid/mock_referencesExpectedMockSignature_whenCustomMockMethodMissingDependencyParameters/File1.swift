@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(child: Child, shared: Shared?) {
        self.child = child
        self.shared = shared
    }
    @Received let child: Child
    @Received(onlyIfAvailable: true) let shared: Shared?
}