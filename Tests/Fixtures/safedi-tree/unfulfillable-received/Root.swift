import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable { // expected-note:20 {{root `Root`}} expected-note:20 {{root `Root`}} expected-note:20 {{root `Root`}} expected-note:20 {{root `Root`}}
    public init(user: User, feedBuilder: Instantiator<Feed>) {
        self.user = user
        self.feedBuilder = feedBuilder
    }

    @Instantiated let user: User
    @Instantiated let feedBuilder: Instantiator<Feed> // expected-note:5 {{`Root` instantiates `feedBuilder: Instantiator<Feed>`}} expected-note:5 {{`Root` instantiates `feedBuilder: Instantiator<Feed>`}} expected-note:5 {{`Root` instantiates `feedBuilder: Instantiator<Feed>`}} expected-note:5 {{`Root` instantiates `feedBuilder: Instantiator<Feed>`}}
}

@Instantiable
public final class User: Instantiable {
    public init() {}
}
