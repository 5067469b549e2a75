@Instantiable(fulfillingAdditionalTypes: [MyService.self], generateMock: true)
public struct DefaultMyService: Instantiable, MyService {
    public init() {}
}