@Instantiable
public final class B: Instantiable {
	public init(cRenamed: CRenamed?) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Received(fulfilledByDependencyNamed: "c", ofType: C.self, onlyIfAvailable: true) let cRenamed: CRenamed?
}