@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(shared: Shared, childBuilder: Instantiator<Child>) {
        self.shared = shared
        self.childBuilder = childBuilder
    }
    @Instantiated let shared: Shared
    @Instantiated let childBuilder: Instantiator<Child>
}