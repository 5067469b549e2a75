import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable { // expected-note:20 {{root `Root`}}
    public init(child: Child) {
        self.child = child
    }

    @Instantiated let child: Child
}

@Instantiable
public final class Child: Instantiable {
    public init() {}
}

// nothing instantiates it: SafeDI never checks that `missing` has a provider
@Instantiable
public final class Orphan: Instantiable { // expected-hint:20-26 {{`Orphan` is not reachable from any root: SafeDI neither builds it nor checks its dependencies}}
    public init(missing: Missing) {
        self.missing = missing
    }

    @Received let missing: Missing
}

public final class Missing {}
