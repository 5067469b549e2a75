import Swinject
import SwinjectAutoregistration
// SwinjectAutoregistration's operator resolves and force-unwraps
final class Feed { init(api: API, clock: Clock) {} }
final class API {}
final class Clock {}
final class Report { init(feed: Feed) {} }
func assemble(_ container: Container) {
    container.register(API.self) { _ in API() }
    container.register(Feed.self) { r in Feed(api: r ~> API.self, clock: r ~> Clock.self) } // expected-error:79-84 {{No registration of 'Clock' is visible here: resolve(Clock.self) returns nil, which stops the app at run time}}
    container.register(Report.self) { r in Report(feed: r ~> (Feed.self, name: "main")) } // expected-error:63-67 {{No registration of 'Feed' named "main"; 'Feed' is registered only without a name}}
}

// runtime arguments: labeled, or an unlabeled tuple the operator's labeled one takes by position
final class Screen { init(title: String) {} }
final class Row { init(title: String, index: Int) {} }
func assembleScreens(_ container: Container) {
    container.register(Screen.self) { (_, title: String) in Screen(title: title) }
    container.register(Row.self, name: "compact") { (_, title: String, index: Int) in Row(title: title, index: index) }
}
func show(_ r: Resolver) {
    _ = r ~> (Screen.self, argument: "a")
    _ = r ~> (Screen.self, "a") // expected-error:15-21 {{No registration of 'Screen' named "a"; 'Screen' is registered only without a name}}
    _ = r ~> (Row.self, name: "compact", arguments: ("a", 1))
    _ = r ~> (Row.self, "compact", ("a", 1))
    _ = r ~> (Screen.self, ("a", 1)) // expected-error:15-21 {{'Screen' is registered with 1 runtime argument but resolved with 2; the arguments are part of the key, so this resolve never finds it}}
    _ = r ~> (Row.self, "compact", "a") // expected-error:15-18 {{'Row' named "compact" is registered with 2 runtime arguments but resolved with 1; the arguments are part of the key, so this resolve never finds it}}
}
