@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(idProvider: IDProvider?) {
        self.idProvider = idProvider
    }
    @Received(onlyIfAvailable: true) let idProvider: IDProvider?
}