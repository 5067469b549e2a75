@Instantiable
public final class ChildA: Instantiable {
    @Instantiated let grandchild: Grandchild
    @Instantiated let blankie: Blankie
}