@Instantiable(generateMock: true)
public struct CachedPlayer: Instantiable {
    public init(player: Player) {
        self.player = player
    }
    @Forwarded let player: Player
}