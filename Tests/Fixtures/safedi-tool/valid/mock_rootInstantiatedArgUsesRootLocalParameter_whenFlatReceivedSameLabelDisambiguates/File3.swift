@Instantiable(generateMock: true)
public struct Root: Instantiable {
	public init(service: ExternalService, child: Child) {
		self.service = service
		self.child = child
	}
	@Instantiated let service: ExternalService
	@Instantiated let child: Child
}