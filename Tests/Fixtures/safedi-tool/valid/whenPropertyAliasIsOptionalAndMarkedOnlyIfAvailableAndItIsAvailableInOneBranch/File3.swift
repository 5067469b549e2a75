@Instantiable
public final class A: Instantiable {
	public init(c: C, d: D) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let c: C
	@Instantiated let d: D
}