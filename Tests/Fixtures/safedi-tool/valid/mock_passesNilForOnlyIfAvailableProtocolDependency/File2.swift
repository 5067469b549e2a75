@Instantiable(generateMock: true)
public struct Consumer: Instantiable {
    public init(idProvider: IDProvider?, dependency: Dependency) {
        self.idProvider = idProvider
        self.dependency = dependency
    }
    @Received(onlyIfAvailable: true) let idProvider: IDProvider?
    @Received let dependency: Dependency
}