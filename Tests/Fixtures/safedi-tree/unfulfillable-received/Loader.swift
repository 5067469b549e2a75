import SafeDI

@Instantiable
public final class Loader: Instantiable {
    public init(session: Session, me: User) {
        self.session = session
        self.me = me
    }

    @Received let session: Session // expected-error:5-35 {{@Received property `session: Session` is not @Instantiated or @Forwarded in chain:\n\tRoot -> Instantiator<Feed> -> Loader}} expected-note:5 {{`Session` is not @Instantiable, so `session` cannot be @Instantiated here: make `Session` @Instantiable (or list it in another type's fulfillingAdditionalTypes:), or have an ancestor instantiate or forward `session`}}
    @Received(fulfilledByDependencyNamed: "currentUser", ofType: User.self) let me: User // expected-error:15-56 {{@Received property `currentUser: User` is not @Instantiated or @Forwarded in chain:\n\tRoot -> Instantiator<Feed> -> Loader\n\nDid you mean one of the following available properties?\n\t`account: User`\n\t`user: User`\n\t`user: User?`}} {{5-76=@Instantiated}} {{title=Change to @Instantiated}}
}

public final class Session {}
