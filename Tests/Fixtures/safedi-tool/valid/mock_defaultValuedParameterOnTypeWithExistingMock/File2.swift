@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(dependency: Dependency, extra: Bool = false) {
        self.dependency = dependency
    }
    @Instantiated let dependency: Dependency
    public static func customMock(dependency: Dependency, extra: Bool = false) -> Child {
        Child(dependency: dependency, extra: extra)
    }
}