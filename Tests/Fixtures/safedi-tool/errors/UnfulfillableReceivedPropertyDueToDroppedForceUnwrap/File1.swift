import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated let thing: Thing!
    @Instantiated let child: Child
}