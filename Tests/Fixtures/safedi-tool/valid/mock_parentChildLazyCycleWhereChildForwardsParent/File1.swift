@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(player: Player) {
        self.player = player
    }
    @Instantiated let player: Player
}