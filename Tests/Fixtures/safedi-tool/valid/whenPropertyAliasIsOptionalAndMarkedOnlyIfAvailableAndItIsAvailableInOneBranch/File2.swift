@Instantiable(isRoot: true)
public final class Root: Instantiable {
	public init(aBuilder: Instantiator<A>, bBuilder: Instantiator<B>) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let aBuilder: Instantiator<A>
	@Instantiated let bBuilder: Instantiator<B>
}