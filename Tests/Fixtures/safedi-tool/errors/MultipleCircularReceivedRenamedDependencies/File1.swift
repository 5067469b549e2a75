@Instantiable(isRoot: true)
public struct Root: Instantiable {
    @Instantiated private let a: A
}