@Instantiable
public final class GrandchildVC: Instantiable {
	public init(service: Service?) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Received(onlyIfAvailable: true) let service: Service?
}