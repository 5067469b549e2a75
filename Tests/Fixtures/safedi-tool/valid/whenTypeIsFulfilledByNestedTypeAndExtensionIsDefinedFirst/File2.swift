extension EnclosingType.SomeType {
    // Extension defined before an @Instantiable should not make a difference.
}

@Instantiable(isRoot: true)
public final class TypeWithDependency: Instantiable {
    public init(erasedType: ErasedType ) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated(fulfilledByType: "EnclosingType.SomeType") let erasedType: ErasedType
}