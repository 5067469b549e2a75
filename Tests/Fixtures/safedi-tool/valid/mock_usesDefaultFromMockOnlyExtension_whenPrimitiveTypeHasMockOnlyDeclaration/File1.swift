@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(count: Int) {
        self.count = count
    }
    @Forwarded let count: Int
}