@Instantiable
public final class Blankie: Instantiable {}