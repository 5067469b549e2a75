import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated let thing: Thing
    @Instantiated let otherThing: OtherThing
    @Instantiated let child: Child
}