@Instantiable
public final class B: Instantiable {
	public init(aRenamed: ARenamed?) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Received(fulfilledByDependencyNamed: "a", ofType: A.self, onlyIfAvailable: true) let aRenamed: ARenamed?
}