@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(selfBuilder: Instantiator<Root>) {
        self.selfBuilder = selfBuilder
    }
    @Instantiated let selfBuilder: Instantiator<Root>
}