@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
	public init(childBuilder: Instantiator<Child>, aliasBuilder: Instantiator<Child>) {
		self.childBuilder = childBuilder
		self.aliasBuilder = aliasBuilder
	}
	@Instantiated let childBuilder: Instantiator<Child>
	@Received(fulfilledByDependencyNamed: "childBuilder", ofType: Instantiator<Child>.self, erasedToConcreteExistential: false) let aliasBuilder: Instantiator<Child>
}