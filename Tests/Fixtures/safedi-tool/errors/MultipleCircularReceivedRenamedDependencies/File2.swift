@Instantiable
public struct A: Instantiable {
    @Instantiated private let b: B
    @Received(fulfilledByDependencyNamed: "b", ofType: B.self) private let renamedB: B
    @Instantiated private let c: C
}