@Instantiable(isRoot: true)
public final class Root: Instantiable {
	public init(b: B) {
		self.b = b
	}

	:::brokenSyntax

	@Instantiated private let b: B
}

@Instantiable
public final class B: Instantiable {
	public init() {}
}