@Instantiable(generateMock: true)
public struct AdminService: Instantiable {
    public init() {}
}