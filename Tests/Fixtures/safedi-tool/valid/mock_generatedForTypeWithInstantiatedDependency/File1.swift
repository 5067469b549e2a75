@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(dependency: Dependency) {
        self.dependency = dependency
    }
    @Instantiated let dependency: Dependency
}