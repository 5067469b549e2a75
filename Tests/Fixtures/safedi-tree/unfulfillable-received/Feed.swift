import SafeDI

@Instantiable
public final class Feed: Instantiable {
    public init(user: User?, account: User, loader: Loader) {
        self.user = user
        self.account = account
        self.loader = loader
    }

    @Received let user: User? // expected-error:5-30 {{@Received property `user: User?` is not @Instantiated or @Forwarded in chain:\n\tRoot -> Feed\n\nThe non-optional `user: User` is available in chain. Did you mean to decorate this property with `@Received(onlyIfAvailable: true)`?}} {{5-14=@Received(onlyIfAvailable: true)}} {{5-14=@Instantiated}} {{title=Add onlyIfAvailable: true}} {{title=Change to @Instantiated}}
    @Received let account: User // expected-error:5-32 {{@Received property `account: User` is not @Instantiated or @Forwarded in chain:\n\tRoot -> Feed\n\nDid you mean one of the following available properties?\n\t`user: User`}} {{5-14=@Received(fulfilledByDependencyNamed: "user", ofType: User.self)}} {{5-14=@Instantiated}} {{title=Receive 'user' via fulfilledByDependencyNamed:}} {{title=Change to @Instantiated}}
    @Instantiated let loader: Loader // expected-note:5 {{`Feed` instantiates `loader: Loader`}} expected-note:5 {{`Feed` instantiates `loader: Loader`}}
}
