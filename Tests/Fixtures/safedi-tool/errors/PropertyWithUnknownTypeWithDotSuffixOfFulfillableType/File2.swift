import SafeDI

@Instantiable
public final class Child: Instantiable {
    @Forwarded let value: Grandchild.NestedType
    @Instantiated let grandchild: Grandchild
}