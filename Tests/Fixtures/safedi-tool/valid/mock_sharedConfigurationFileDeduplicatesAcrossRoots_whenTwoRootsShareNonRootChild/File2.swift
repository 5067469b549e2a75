@Instantiable(isRoot: true, generateMock: true)
public struct RootB: Instantiable {
    public init(middle: Middle) {
        self.middle = middle
    }
    @Instantiated let middle: Middle
}