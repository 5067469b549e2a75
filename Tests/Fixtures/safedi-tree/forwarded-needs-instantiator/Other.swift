import SafeDI

@Instantiable
public final class Other: Instantiable {
    public init(detail: Detail) {
        self.detail = detail
    }

    // a constant of a type with @Forwarded properties, no Instantiator
    @Instantiated let detail: Detail // expected-error:31-37 {{Property `detail: Detail` on Other has at least one @Forwarded property. Property should instead be of type `Instantiator<Detail>`.}} {{31-37=Instantiator<Detail>}} {{-5:17--5:31=detail: Instantiator<Detail>}} {{title=Change type to Instantiator<Detail>}}
}
