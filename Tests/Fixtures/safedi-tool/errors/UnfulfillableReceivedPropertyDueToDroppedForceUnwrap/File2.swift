import SafeDI

@Instantiable
public final class Thing: Instantiable {}