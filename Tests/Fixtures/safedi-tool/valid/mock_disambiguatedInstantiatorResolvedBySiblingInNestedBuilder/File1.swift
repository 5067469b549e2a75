@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(childC: ChildC, childD: ChildD) {
        self.childC = childC
        self.childD = childD
    }
    @Instantiated let childC: ChildC
    @Instantiated let childD: ChildD
}