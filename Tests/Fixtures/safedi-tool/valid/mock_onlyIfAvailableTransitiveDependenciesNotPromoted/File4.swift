@Instantiable(generateMock: true)
public struct ProfileService: Instantiable {
    public init(imageService: ImageService) {
        self.imageService = imageService
    }
    @Instantiated let imageService: ImageService
}