@Instantiable
public final class B: Instantiable {
	public init(c: C?) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Received(onlyIfAvailable: true) let c: C?
}