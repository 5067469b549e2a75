import SafeDI

@Instantiable
public final class Child: Instantiable {
    public struct NestedType {}
    @Forwarded let value: NestedType
    @Instantiated let grandchild: Grandchild
}