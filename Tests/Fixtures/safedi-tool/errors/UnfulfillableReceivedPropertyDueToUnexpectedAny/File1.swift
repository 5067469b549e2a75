import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated(fulfilledByType: "SomeErasedType") let erasedType: ErasedType
    @Instantiated let child: Child
}