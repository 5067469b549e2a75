@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
}