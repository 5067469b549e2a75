@Instantiable
public final class Service {
	public init() {
		fatalError("SafeDI doesn't inspect the initializer body")
	}
}