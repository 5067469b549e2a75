@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childBuilder: Instantiator<Child>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: Instantiator<Child>
}