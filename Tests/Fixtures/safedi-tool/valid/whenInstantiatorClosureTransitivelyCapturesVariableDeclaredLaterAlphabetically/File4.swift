@Instantiable
public final class Service: Instantiable {
	public init() {
		fatalError("SafeDI doesn't inspect the initializer body")
	}
}