@Instantiable(generateMock: true)
public struct Player: Instantiable {
    public init(cachedItemBuilder: Instantiator<CachedItem>) {
        self.cachedItemBuilder = cachedItemBuilder
    }
    @Instantiated let cachedItemBuilder: Instantiator<CachedItem>
}