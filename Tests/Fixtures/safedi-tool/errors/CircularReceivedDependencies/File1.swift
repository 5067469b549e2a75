@Instantiable(isRoot: true)
public struct Root: Instantiable {
    @Instantiated private let a: A
    @Instantiated private let b: B
    @Instantiated private let c: C
}