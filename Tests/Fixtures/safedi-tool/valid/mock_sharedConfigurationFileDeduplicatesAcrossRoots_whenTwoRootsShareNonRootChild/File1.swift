@Instantiable(isRoot: true, generateMock: true)
public struct RootA: Instantiable {
    public init(middle: Middle) {
        self.middle = middle
    }
    @Instantiated let middle: Middle
}