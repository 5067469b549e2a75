@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childService: ChildServiceProtocol, engine: Engine) {
        self.childService = childService
        self.engine = engine
    }
    @Instantiated let childService: ChildServiceProtocol
    @Instantiated let engine: Engine
}