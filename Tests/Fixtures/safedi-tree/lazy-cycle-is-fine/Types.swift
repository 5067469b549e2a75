import SafeDI

// Instantiators all the way round: SafeDI builds the cycle lazily
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(a: A) {
        self.a = a
    }

    @Instantiated let a: A
}

@Instantiable
public final class A: Instantiable {
    public init(bBuilder: Instantiator<B>) {
        self.bBuilder = bBuilder
    }

    @Instantiated let bBuilder: Instantiator<B>
}

@Instantiable
public final class B: Instantiable {
    public init(aBuilder: Instantiator<A>) {
        self.aBuilder = aBuilder
    }

    @Instantiated let aBuilder: Instantiator<A>
}
