@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(outerFactory: SendableInstantiator<Parent>) {
        self.outerFactory = outerFactory
    }
    @Instantiated let outerFactory: SendableInstantiator<Parent>
}