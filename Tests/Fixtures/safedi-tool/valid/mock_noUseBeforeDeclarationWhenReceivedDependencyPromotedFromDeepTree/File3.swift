@Instantiable(generateMock: true)
public struct Engine: Instantiable {
    public init(stateService: StateService) {
        self.stateService = stateService
    }
    @Instantiated let stateService: StateService
}