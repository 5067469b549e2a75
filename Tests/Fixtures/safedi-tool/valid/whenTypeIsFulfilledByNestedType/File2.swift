@Instantiable(isRoot: true)
public final class TypeWithDependency: Instantiable {
    public init(erasedType: ErasedType ) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated(fulfilledByType: "EnclosingType.SomeType") let erasedType: ErasedType 
}