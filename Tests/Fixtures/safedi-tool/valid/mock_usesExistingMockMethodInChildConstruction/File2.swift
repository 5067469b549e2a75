@Instantiable(generateMock: true, customMockName: "customMock")
public struct Child: Instantiable {
    public init(dependency: Dependency) {
        self.dependency = dependency
    }
    @Received let dependency: Dependency

    public static func customMock(dependency: Dependency) -> Child {
        Child(dependency: dependency)
    }
}