@Instantiable(generateMock: true, customMockName: "customMock")
public struct TypeWithCustomMock: Instantiable {
    public init(dependency: Dependency) {
        self.dependency = dependency
    }
    @Received let dependency: Dependency
    public static func customMock(dependency: Dependency) -> TypeWithCustomMock {
        TypeWithCustomMock(dependency: dependency)
    }
}