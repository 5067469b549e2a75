import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable { // expected-note:20 {{root `Root`}}
    public init(aBuilder: Instantiator<A>) {
        self.aBuilder = aBuilder
    }

    @Instantiated let aBuilder: Instantiator<A> // expected-note:5 {{`Root` instantiates `aBuilder: Instantiator<A>`}}
}

@Instantiable
public final class A: Instantiable {
    public init(bBuilder: Instantiator<B>) {
        self.bBuilder = bBuilder
    }

    @Instantiated let bBuilder: Instantiator<B> // expected-note:5 {{`A` instantiates `bBuilder: Instantiator<B>`}}
}

@Instantiable
public final class B: Instantiable {
    public init(aBuilder: Instantiator<A>) {
        self.aBuilder = aBuilder
    }

    @Received let aBuilder: Instantiator<A> // expected-error:5-44 {{Dependency cycle detected! @Instantiated `aBuilder: Instantiator<A>` is @Received in tree created by @Instantiated `aBuilder: Instantiator<A>`. Declare @Received `aBuilder: Instantiator<A>` on `B` as @Instantiated to fix. Full cycle:\n\tInstantiator<A> -> Instantiator<B> -> Instantiator<A>}} {{5-14=@Instantiated}} {{title=Change to @Instantiated}}
}
