@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(childBuilder: Instantiator<Child>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let childBuilder: Instantiator<Child>
}