@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
	public init(service: UserService) {
		self.service = service
	}
	@Received let service: UserService
}