@Instantiable
public final class ChildVC: Instantiable {
	public init(grandchildVCBuilder: Instantiator<GrandchildVC>) {
		fatalError("SafeDI doesn't inspect the initializer body")
	}

	@Instantiated let grandchildVCBuilder: Instantiator<GrandchildVC>
}