@Instantiable(generateMock: true)
public struct DeviceService: Instantiable {
    public init(appClipService: AppClipService?, name: String) {
        self.appClipService = appClipService
        self.name = name
    }
    @Received(onlyIfAvailable: true) let appClipService: AppClipService?
    @Received let name: String
}