@Instantiable
public final class Grandchild: Instantiable {
    @Received let blankie: Blankie
}