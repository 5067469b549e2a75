@Instantiable
public final class C {
	public init() {
		fatalError("SafeDI doesn't inspect the initializer body")
	}
}