@Instantiable(generateMock: true)
public struct ImageService: Instantiable {
    public init(applicationStateService: ApplicationStateService?) {
        self.applicationStateService = applicationStateService
    }
    @Received(onlyIfAvailable: true) let applicationStateService: ApplicationStateService?
}