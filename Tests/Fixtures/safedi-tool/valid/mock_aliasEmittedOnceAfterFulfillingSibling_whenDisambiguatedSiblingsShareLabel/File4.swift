@Instantiable(generateMock: true)
public struct UserService: Instantiable {
	public init() {}
}