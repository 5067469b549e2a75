@Instantiable(generateMock: true)
public struct Container: Instantiable {
    public init(imageLoader: ImageLoader, engine: Engine) {
        self.imageLoader = imageLoader
        self.engine = engine
    }
    @Instantiated let imageLoader: ImageLoader
    @Instantiated let engine: Engine
}