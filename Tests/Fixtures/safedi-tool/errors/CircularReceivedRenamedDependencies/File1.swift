@Instantiable(isRoot: true)
public struct Root: Instantiable {
    @Instantiated private let a: A
    @Instantiated private let b: B
    @Received(fulfilledByDependencyNamed: "b", ofType: B.self) private let renamedB: B
    @Instantiated private let c: C
}