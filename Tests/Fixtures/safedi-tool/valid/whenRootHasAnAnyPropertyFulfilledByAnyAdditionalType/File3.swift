@Instantiable(isRoot: true)
public final class SomeInstantiated: Instantiable {
    public init(someClass: any SomeProtocol<OtherType>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated private let someClass: any SomeProtocol<OtherType>
}