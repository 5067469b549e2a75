@Instantiable(isRoot: true, generateMock: true)
public struct RootB: Instantiable {
    public init(dependency: Dependency) {
        self.dependency = dependency
    }
    @Instantiated let dependency: Dependency
}