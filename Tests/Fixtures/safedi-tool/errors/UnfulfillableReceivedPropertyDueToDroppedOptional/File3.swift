import SafeDI

@Instantiable
public final class Child: Instantiable {
    @Received let thing: Thing
}