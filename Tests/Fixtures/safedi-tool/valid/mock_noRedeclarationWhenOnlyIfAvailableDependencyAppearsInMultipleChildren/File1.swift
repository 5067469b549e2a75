public protocol AppClipService {}

@Instantiable(fulfillingAdditionalTypes: [AppClipService.self], generateMock: true)
public struct ConcreteAppClipService: AppClipService, Instantiable {
    public init() {}
}