@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(age: Int) {
        self.age = age
    }
    @Forwarded let age: Int
}