import SafeDI

@Instantiable
public final class Thing: Instantiable {}

@Instantiable
public final class OtherThing: Instantiable {}