import Swinject

protocol Tracker {}
final class VideoTracker: Tracker { init() {} }
protocol Player {}
final class AVPlayerAdapter: Player { init() {} }
final class Session { init() {} }
protocol Analytics {}
final class Cell {}

// UIKit's `register(_:forCellReuseIdentifier:)` look-alike: no helper of the app fits it
final class Table { func register(_ cell: AnyClass, forCellReuseIdentifier: String) {} }

func assemble(_ container: Container, _ di: DI, _ table: Table) {
    container.register(Tracker.self, onMain: { _ in VideoTracker() })
    di.register(Player.self, initializer: AVPlayerAdapter.init)
    di.register(singleton: Session.self) { _ in Session() }
    table.register(Cell.self, forCellReuseIdentifier: "cell")
}

func start(_ container: Container, _ di: DI) {
    let tracker = container.resolve(Tracker.self)!
    let player = container.resolve(Player.self)!
    let session = container.resolve(Session.self)!
    let analytics = container.resolve(Analytics.self)! // expected-error:39-48 {{No registration of 'Analytics' is visible here: resolve(Analytics.self) returns nil, which stops the app at run time}}
    let cell = container.resolve(Cell.self)! // expected-error:34-38 {{No registration of 'Cell' is visible here: resolve(Cell.self) returns nil, which stops the app at run time}}
    _ = (tracker, player, session, analytics, cell)
}
