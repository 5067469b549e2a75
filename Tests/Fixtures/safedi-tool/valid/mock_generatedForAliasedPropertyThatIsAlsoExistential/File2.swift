@Instantiable(generateMock: true)
public final class Child: Instantiable {
    public init(iterator: IndexingIterator<Array<Element>>, grandchildBuilder: Instantiator<Grandchild>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Forwarded let iterator: IndexingIterator<Array<Element>>
    @Instantiated let grandchildBuilder: Instantiator<Grandchild>
}