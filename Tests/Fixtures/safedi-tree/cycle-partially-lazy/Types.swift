import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable { // expected-note:20 {{root `Root`}}
    public init(a: A) {
        self.a = a
    }

    @Instantiated let a: A // expected-note:5 {{`Root` instantiates `a: A`}}
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
    public init(a: A) {
        self.a = a
    }

    // a constant A inside the tree A builds lazily
    @Instantiated let a: A // expected-error:5-27 {{Dependency cycle detected. Cycles with a mix of constant and lazy (Instantiator) dependencies cannot be resolved. Make all dependencies in the cycle lazy by using Instantiator:\n\tA -> Instantiator<B> -> A}}
}
