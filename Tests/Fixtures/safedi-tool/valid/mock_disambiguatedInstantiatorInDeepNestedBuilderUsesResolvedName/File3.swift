@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(subChild: SubChild) {
        self.subChild = subChild
    }
    @Instantiated let subChild: SubChild
}