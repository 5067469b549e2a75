@Instantiable(isRoot: true)
public final class Root: Instantiable {
	public init(a: A?, b: B) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let a: A?
	@Instantiated let b: B
}