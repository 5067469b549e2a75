@Instantiable
public struct B: Instantiable {
    public init(cBuilder: Instantiator<C>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let cBuilder: Instantiator<C>
}