@Instantiable(generateMock: true)
public struct CachedItem: Instantiable {
    public init(player: Player, name: String) {
        self.player = player
        self.name = name
    }
    @Instantiated let player: Player
    @Forwarded let name: String
}