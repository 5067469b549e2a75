import SafeDI

@Instantiable
public struct Player: Instantiable {
    public init(detail: Detail) {
        self.detail = detail
    }

    @Instantiated let detail: Detail // expected-error {{Property `detail: Detail` on Player has at least one @Forwarded property. Property should instead be of type `Instantiator<Detail>`.}} {{31-37=Instantiator<Detail>}} {{-4:17--4:31=detail: Instantiator<Detail>}} {{title=Change type to Instantiator<Detail>}}
}

@Instantiable
public struct Team: Instantiable {
    public init(detail: Detail) {
        self.detail = detail
    }

    @Instantiated let detail: Detail
}

@Instantiable
public struct Detail: Instantiable {
    public init(id: Int) {
        self.id = id
    }

    @Forwarded let id: Int // expected-note {{`Detail` takes @Forwarded `id: Int`}}
}
