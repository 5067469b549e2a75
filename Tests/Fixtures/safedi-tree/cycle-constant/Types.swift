import SafeDI

@Instantiable
public final class A: Instantiable {
    public init(c: C) {
        self.c = c
    }

    @Instantiated let c: C // expected-note:5 {{`A` instantiates `c: C`}}
}

@Instantiable
public final class B: Instantiable {
    public init(a: A) {
        self.a = a
    }

    @Received let a: A // expected-error:5-23 {{Dependency cycle detected:\n\tA -> C -> B -> A}}
}

@Instantiable
public final class C: Instantiable {
    public init(b: B) {
        self.b = b
    }

    @Received let b: B // expected-note:5 {{`C` receives `b: B`}}
}
