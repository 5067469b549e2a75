@Instantiable(isRoot: true)
public struct Root: Instantiable {
    @Instantiated let aBuilder: Instantiator<A>
}