@Instantiable(generateMock: true)
public struct ChildB: Instantiable {
    public init(appClipService: AppClipService?) {
        self.appClipService = appClipService
    }
    @Received(onlyIfAvailable: true) let appClipService: AppClipService?
}