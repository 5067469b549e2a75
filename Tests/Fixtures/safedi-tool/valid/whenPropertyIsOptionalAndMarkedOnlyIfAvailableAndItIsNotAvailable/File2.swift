@Instantiable
public final class A {
	public init() {
		fatalError("SafeDI doesn't inspect the initializer body")
	}
}