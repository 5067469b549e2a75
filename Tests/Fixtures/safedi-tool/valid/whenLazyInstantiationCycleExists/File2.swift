@Instantiable
public struct A: Instantiable {
    public init(bBuilder: Instantiator<B>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let bBuilder: Instantiator<B>
}