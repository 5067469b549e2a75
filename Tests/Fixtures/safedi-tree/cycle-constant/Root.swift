import SafeDI

// Root -> A -> C -> (receives b) ; B receives a: A -> C -> B -> A
@Instantiable(isRoot: true)
public final class Root: Instantiable { // expected-note:20 {{root `Root`}}
    public init(a: A, b: B) {
        self.a = a
        self.b = b
    }

    @Instantiated let a: A // expected-note:5 {{`Root` instantiates `a: A`}}
    @Instantiated let b: B
}
