@Instantiable(generateMock: true)
public struct Child: Instantiable {
	public init(service: ExternalService) {
		self.service = service
	}
	@Received let service: ExternalService
}