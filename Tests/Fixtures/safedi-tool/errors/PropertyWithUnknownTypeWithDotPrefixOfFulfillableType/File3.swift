import SafeDI

@Instantiable
public final class Grandchild: Instantiable {
    @Received let value: Root.NestedType
}