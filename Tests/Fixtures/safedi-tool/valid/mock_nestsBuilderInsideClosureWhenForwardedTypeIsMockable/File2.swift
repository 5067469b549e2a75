@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(config: Config, childBuilder: Instantiator<Child>) {
        self.config = config
        self.childBuilder = childBuilder
    }
    @Forwarded let config: Config
    @Instantiated let childBuilder: Instantiator<Child>
}