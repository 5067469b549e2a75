@Instantiable
public final class Grandchild: Instantiable {
    @Received let blankie: Blankie
    @Received let blankie2: Blankie
}