@Instantiable
public final class B: Instantiable {
	public init(a: A?) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Received(onlyIfAvailable: true) let a: A?
}