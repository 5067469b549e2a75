@Instantiable
public final class D {
	public init(b: B) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let b: B
}