import SafeDI

public protocol Analytics {}

@Instantiable
public final class Client: Instantiable {
    public init(analytics: Analytics, tracker: Tracker?) {
        self.analytics = analytics
        self.tracker = tracker
    }

    @Instantiated(fulfilledByType: "FirebaseAnalytics") let analytics: Analytics // expected-error:36-55 {{No `@Instantiable`-decorated type or extension found to fulfill `@Instantiated`-decorated property with type `FirebaseAnalytics`}} {{+2:2-+2:2=\n\n@Instantiable\nextension FirebaseAnalytics: Instantiable {\n    public static func instantiate() -> FirebaseAnalytics {\n        FirebaseAnalytics()\n    \}\n\}}} {{title=Create @Instantiable extension}} expected-note:5 {{`Client` instantiates `analytics: Analytics`}}
    @Instantiated let tracker: Tracker? // expected-error:32-40 {{No `@Instantiable`-decorated type or extension found to fulfill `@Instantiated`-decorated property with type `Tracker`}} {{+1:2-+1:2=\n\n@Instantiable\nextension Tracker: Instantiable {\n    public static func instantiate() -> Tracker {\n        Tracker()\n    \}\n\}}} {{title=Create @Instantiable extension}} expected-note:5 {{`Client` instantiates `tracker: Tracker?`}}
}

// not @Instantiable: nothing fulfils it
public final class Tracker {}
