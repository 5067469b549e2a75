@Instantiable(generateMock: true, customMockName: "customMock")
public struct ChildA: Instantiable {
    public init(grandchild: Grandchild, name: String) {
        self.grandchild = grandchild
        self.name = name
    }
    @Instantiated let grandchild: Grandchild
    @Received let name: String
    public static func customMock(grandchild: Grandchild, name: String = "childA") -> ChildA {
        ChildA(grandchild: grandchild, name: name)
    }
}