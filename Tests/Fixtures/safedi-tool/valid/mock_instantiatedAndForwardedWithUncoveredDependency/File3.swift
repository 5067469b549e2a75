@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(childBuilder: Instantiator<Child>) {
        self.childBuilder = childBuilder
    }
    @Instantiated let childBuilder: Instantiator<Child>
}