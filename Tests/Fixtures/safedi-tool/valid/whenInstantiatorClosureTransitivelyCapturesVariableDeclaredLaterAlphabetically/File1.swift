@Instantiable(isRoot: true)
public final class Root: Instantiable {
	public init(childVCBuilder: Instantiator<ChildVC>, service: Service) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let childVCBuilder: Instantiator<ChildVC>
	@Instantiated let service: Service
}