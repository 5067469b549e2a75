@Instantiable(generateMock: true)
public struct ImageLoader: Instantiable {
    public init(stateService: StateService) {
        self.stateService = stateService
    }
    @Received let stateService: StateService
}