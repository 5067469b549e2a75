@Instantiable(generateMock: true)
public struct Leaf: Instantiable {
    public init(id: Int) {
        self.id = id
    }
    @Forwarded let id: Int
}