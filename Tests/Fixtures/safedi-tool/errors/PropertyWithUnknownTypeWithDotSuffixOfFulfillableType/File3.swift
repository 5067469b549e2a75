import SafeDI

@Instantiable
public final class Grandchild: Instantiable {
    public struct NestedType {}
    @Received let value: NestedType
}