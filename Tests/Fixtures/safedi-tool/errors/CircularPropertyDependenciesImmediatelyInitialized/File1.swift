@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated let a: A
}