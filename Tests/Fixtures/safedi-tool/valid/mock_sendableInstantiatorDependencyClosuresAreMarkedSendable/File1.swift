@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(interceptorBuilder: SendableInstantiator<Interceptor>) {
        self.interceptorBuilder = interceptorBuilder
    }
    @Instantiated let interceptorBuilder: SendableInstantiator<Interceptor>
}