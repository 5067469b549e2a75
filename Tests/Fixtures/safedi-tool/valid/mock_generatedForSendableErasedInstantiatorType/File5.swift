@Instantiable(isRoot: true, generateMock: true)
public final class Root: Instantiable {
    public init(childABuilder: SendableErasedInstantiator<Recreated, ChildAProtocol>, childB: ChildB, recreated: Recreated) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }
    @Instantiated(fulfilledByType: "ChildA") let childABuilder: SendableErasedInstantiator<Recreated, ChildAProtocol>
    @Instantiated let childB: ChildB
    @Instantiated let recreated: Recreated
}