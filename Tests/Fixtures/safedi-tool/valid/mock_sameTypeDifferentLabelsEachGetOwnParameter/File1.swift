@Instantiable(generateMock: true)
public struct UserDefaultsService: Instantiable {
    public init() {}
}