@Instantiable
public final class D: Instantiable {
	public init(b: B) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let b: B
}