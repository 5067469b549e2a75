@Instantiable
public final class A: Instantiable {
	public init(b: B, c: C) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let b: B
	@Instantiated let c: C
}