@Instantiable(isRoot: true)
public final class Root: Instantiable {
	public init(aBuilder: Instantiator<A>) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let aBuilder: Instantiator<A>
}