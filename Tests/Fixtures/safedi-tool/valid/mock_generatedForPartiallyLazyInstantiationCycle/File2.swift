@Instantiable
public struct A: Instantiable {
	public init(root: Root) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Forwarded let root: Root
}