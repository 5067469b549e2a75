@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(childService: ChildService, engine: Engine) {
        self.childService = childService
        self.engine = engine
    }
    @Instantiated let childService: ChildService
    @Instantiated let engine: Engine
}