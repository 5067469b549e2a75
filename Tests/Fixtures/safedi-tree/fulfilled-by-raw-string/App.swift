import SafeDI

// `fulfilledByType:` as a raw string literal names the type as a plain one
// does, for the macro and for the tree alike: nothing to report.

public protocol Analytics {}

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(analytics: Analytics, store: Store) {
        self.analytics = analytics
        self.store = store
    }

    @Instantiated(fulfilledByType: #"FirebaseAnalytics"#) let analytics: Analytics
    @Instantiated(fulfilledByType: """
        Store
        """) let store: Store
}

@Instantiable
public final class FirebaseAnalytics: Analytics, Instantiable {
    public init() {}
}

@Instantiable
public final class Store: Instantiable {
    public init() {}
}
