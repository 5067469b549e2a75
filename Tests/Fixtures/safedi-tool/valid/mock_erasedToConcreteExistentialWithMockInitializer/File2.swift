@Instantiable(fulfillingAdditionalTypes: [MyService.self], generateMock: true)
public struct DefaultMyService: Instantiable, MyService {
    public init(tag: String = "default") {
        self.tag = tag
    }
    let tag: String
    public static func mock(tag: String = "test") -> DefaultMyService { DefaultMyService(tag: tag) }
}