@Instantiable(isRoot: true)
public struct Root: Instantiable {
    @Instantiated let a: A
}