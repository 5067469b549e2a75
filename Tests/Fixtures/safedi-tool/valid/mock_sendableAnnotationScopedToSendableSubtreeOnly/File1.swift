@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service, interceptorBuilder: SendableInstantiator<Interceptor>) {
        self.service = service
        self.interceptorBuilder = interceptorBuilder
    }
    @Instantiated let service: Service
    @Instantiated let interceptorBuilder: SendableInstantiator<Interceptor>
}