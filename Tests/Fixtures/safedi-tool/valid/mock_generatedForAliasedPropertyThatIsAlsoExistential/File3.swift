@Instantiable(generateMock: true)
public final class Grandchild: Instantiable {
    public init(anyIterator: AnyIterator) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Received(fulfilledByDependencyNamed: "iterator", ofType: IndexingIterator<Array<Element>>.self, erasedToConcreteExistential: true) let anyIterator: AnyIterator
}