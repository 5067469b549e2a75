@Instantiable(generateMock: true)
public struct ChildA: Instantiable {
    public init(appClipService: AppClipService?) {
        self.appClipService = appClipService
    }
    @Received(onlyIfAvailable: true) let appClipService: AppClipService?
}