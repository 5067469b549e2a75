import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(a: A, b: B) {
        self.a = a
        self.b = b
    }

    @Instantiated let a: A // expected-note:5 {{`Root` instantiates `a: A`}}
    @Instantiated let b: B // expected-note:5 {{`Root` instantiates `b: B`}}
}

@Instantiable
public final class A: Instantiable {
    public init(b: B) {
        self.b = b
    }

    @Received let b: B // expected-error:5-23 {{Dependency received in same chain it is instantiated:\n\t@Instantiated b: B -> @Received a: A -> @Received b: B}} expected-note:5 {{`A` receives `b: B`}}
}

@Instantiable
public final class B: Instantiable {
    public init(a: A) {
        self.a = a
    }

    @Received let a: A // expected-note:5 {{`B` receives `a: A`}} expected-error:5-23 {{Dependency received in same chain it is instantiated:\n\t@Instantiated a: A -> @Received b: B -> @Received a: A}}
}
