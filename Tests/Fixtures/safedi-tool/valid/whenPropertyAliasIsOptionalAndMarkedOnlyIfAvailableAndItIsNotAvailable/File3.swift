@Instantiable
public final class A: Instantiable {
	public init() {
		fatalError("SafeDI doesn't inspect the initializer body")
	}
}