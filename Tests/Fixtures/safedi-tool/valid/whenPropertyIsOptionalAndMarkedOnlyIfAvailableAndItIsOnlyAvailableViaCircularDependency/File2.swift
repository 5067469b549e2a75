@Instantiable
public final class A: Instantiable {
	public init(c: C) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let c: C
}