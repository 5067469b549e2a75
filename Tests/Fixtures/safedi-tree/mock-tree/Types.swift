import SafeDI

// No root: SafeDI still generates (and checks) the mocks of these types.
@Instantiable(generateMock: true)
public final class Player: Instantiable {
    public init(itemBuilder: Instantiator<Item>, detail: Detail) {
        self.itemBuilder = itemBuilder
        self.detail = detail
    }

    @Instantiated let itemBuilder: Instantiator<Item> // expected-note:5 {{`Player` instantiates `itemBuilder: Instantiator<Item>`}}
    @Instantiated let detail: Detail // expected-error:31-37 {{Property `detail: Detail` on Player has at least one @Forwarded property. Property should instead be of type `Instantiator<Detail>`.}} {{31-37=Instantiator<Detail>}} {{-6:50--6:64=detail: Instantiator<Detail>}} {{title=Change type to Instantiator<Detail>}}
}

@Instantiable(generateMock: true)
public final class Item: Instantiable {
    public init(player: Player, name: String) {
        self.player = player
        self.name = name
    }

    @Instantiated let player: Player // expected-error:5-37 {{Dependency cycle detected. Cycles with a mix of constant and lazy (Instantiator) dependencies cannot be resolved. Make all dependencies in the cycle lazy by using Instantiator:\n\tPlayer -> Instantiator<Item> -> Player}}
    @Forwarded let name: String
}

@Instantiable
public final class Detail: Instantiable {
    public init(id: Int) {
        self.id = id
    }

    @Forwarded let id: Int // expected-note:5 {{`Detail` takes @Forwarded `id: Int`}}
}
