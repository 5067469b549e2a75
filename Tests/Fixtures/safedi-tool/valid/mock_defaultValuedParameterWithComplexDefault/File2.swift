@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(values: [Int] = [1, 2, 3]) {}
}