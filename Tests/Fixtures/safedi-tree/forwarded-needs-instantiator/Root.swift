import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(detail: Detail, other: Other) {
        self.detail = detail
        self.other = other
    }

    @Instantiated let detail: Detail // expected-error:31-37 {{Property `detail: Detail` on Root has at least one @Forwarded property. Property should instead be of type `Instantiator<Detail>`.}} {{31-37=Instantiator<Detail>}} {{-5:17--5:31=detail: Instantiator<Detail>}} {{title=Change type to Instantiator<Detail>}}
    @Instantiated let other: Other
}

@Instantiable
public final class Detail: Instantiable {
    public init(id: String) {
        self.id = id
    }

    @Forwarded let id: String // expected-note:5 {{`Detail` takes @Forwarded `id: String`}} expected-note:5 {{`Detail` takes @Forwarded `id: String`}}
}
