@Instantiable(fulfillingAdditionalTypes: [MyService.self], generateMock: true)
extension DefaultMyService: Instantiable {
    public static func instantiate() -> DefaultMyService { DefaultMyService() }
}