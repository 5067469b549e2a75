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
