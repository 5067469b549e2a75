@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    @Forwarded let name: String
    @Forwarded let age: Int
}