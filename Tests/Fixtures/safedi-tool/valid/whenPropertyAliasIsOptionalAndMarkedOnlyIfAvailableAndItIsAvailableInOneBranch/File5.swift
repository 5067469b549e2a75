@Instantiable
public final class C: Instantiable {
	public init() {
		fatalError("SafeDI doesn't inspect the initializer body")
	}
}