@Instantiable(generateMock: true)
public struct Root: Instantiable {
	public init(serviceAlias: UserService, childA: ChildA, childB: ChildB) {
		self.serviceAlias = serviceAlias
		self.childA = childA
		self.childB = childB
	}
	@Received(fulfilledByDependencyNamed: "service", ofType: UserService.self, erasedToConcreteExistential: false) let serviceAlias: UserService
	@Instantiated let childA: ChildA
	@Instantiated let childB: ChildB
}