import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated(fulfilledByType: "SomeErasedType") let erasedType: any ErasedType
    @Instantiated let child: Child
}