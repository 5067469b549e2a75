@Instantiable(generateMock: true)
public struct Player: Instantiable {
    public init(cachedPlayerBuilder: Instantiator<CachedPlayer>) {
        self.cachedPlayerBuilder = cachedPlayerBuilder
    }
    @Instantiated let cachedPlayerBuilder: Instantiator<CachedPlayer>
}