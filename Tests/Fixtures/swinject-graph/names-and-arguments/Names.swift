import Swinject

protocol Logger {}
final class ConsoleLogger: Logger {}
final class FileLogger: Logger {}
final class ProfileService { init(userID: String) {} }
final class ChatService { init(room: String, user: String) {} }
final class OrderService { init(id: Int) {} }
final class Invoice { init(id: Int, paid: Bool) {} }
typealias OrderID = String
final class Receipt { init(id: OrderID) {} }
protocol Screen {}
final class SettingsScreen: Screen {}
enum Route: String, CaseIterable { case settings }
enum Key: String { case main, other }
enum Names { static let audit = "audit" }
final class Tracker {}
final class Auditor {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Logger.self, name: "console") { _ in ConsoleLogger() }
        container.register(Logger.self, name: "file") { _ in FileLogger() }
        container.register(ProfileService.self) { _, userID in ProfileService(userID: userID) }
        container.register(ChatService.self) { (r: Resolver, room: String, user: String) in ChatService(room: room, user: user) }
        container.register(OrderService.self) { (_, id: Int) in OrderService(id: id) }
        container.register(Invoice.self) { (r: Resolver, id: Int, paid: Bool) -> Invoice in Invoice(id: id, paid: paid) }
        // an alias: not compared with a literal
        container.register(Receipt.self) { (_, id: OrderID) in Receipt(id: id) }
        // constants: the same name wherever written, another case of one enum another name
        container.register(Tracker.self, name: Key.main.rawValue) { _ in Tracker() }
        container.register(Auditor.self, name: Names.audit) { _ in Auditor() }
        // names Wiring cannot read: a named resolve may find one of them
        for route in Route.allCases {
            container.register(Screen.self, name: route.rawValue) { _ in SettingsScreen() }
        }
    }
}

func start(container: Container) {
    let console = container.resolve(Logger.self, name: "console")!
    let typo = container.resolve(Logger.self, name: "consol")! // expected-error:34-40 {{No registration of 'Logger' named "consol"; 'Logger' is registered with the names "console", "file"}} {{53-61="console"}} {{title=Use the name "console"}}
    let profile = container.resolve(ProfileService.self, argument: "42")!
    let missingArgument = container.resolve(ProfileService.self)! // expected-error:45-59 {{'ProfileService' is registered with 1 runtime argument but resolved with 0; the arguments are part of the key, so this resolve never finds it}}
    let chat = container.resolve(ChatService.self, arguments: "lobby", "me")!
    let wrongCount = container.resolve(ChatService.self, argument: "lobby")! // expected-error:40-51 {{'ChatService' is registered with 2 runtime arguments but resolved with 1; the arguments are part of the key, so this resolve never finds it}}
    let screen = container.resolve(Screen.self, name: "profile")! // expected-information:36-42 {{No registration of 'Screen' named "profile" is visible here, but 'Screen' is also registered under a name Wiring cannot compare with it, which may be it: resolve(Screen.self) returns nil, which stops the app at run time if it is not}}
    let order = container.resolve(OrderService.self, argument: 7)!
    let orderID = 7
    let byVariable = container.resolve(OrderService.self, argument: orderID)!
    let wrongType = container.resolve(OrderService.self, argument: "7")! // expected-error:39-51 {{'OrderService' is registered with a runtime argument of type Int but resolved with a String; the argument types are part of the key, so this resolve never finds it}}
    let invoice = container.resolve(Invoice.self, arguments: 7, true)!
    let wrongTypes = container.resolve(Invoice.self, arguments: 7.5, true)! // expected-error:40-47 {{'Invoice' is registered with runtime arguments (Int, Bool) but resolved with (Double, Bool); the argument types are part of the key, so this resolve never finds it}}
    let receipt = container.resolve(Receipt.self, argument: "A-1")!
    let unannotated = container.resolve(ProfileService.self, argument: 42)!
    let tracker = container.resolve(Tracker.self, name: Key.main.rawValue)!
    let otherTracker = container.resolve(Tracker.self, name: Key.other.rawValue)! // expected-error:42-49 {{No registration of 'Tracker' named Key.other.rawValue; 'Tracker' is registered with the name Key.main.rawValue}} {{62-80=Key.main.rawValue}} {{title=Use the name Key.main.rawValue}}
    let unnamedTracker = container.resolve(Tracker.self)! // expected-error:44-51 {{No registration of 'Tracker' is visible here: resolve(Tracker.self) returns nil, which stops the app at run time (registered only with the names Key.main.rawValue)}} {{22:1-22:1=        container.register(Tracker.self) { _ in Tracker() \}\n}} {{title=Register Tracker in AppAssembly}}
    let auditor = container.resolve(Auditor.self, name: Names.audit)!
    let literalAuditor = container.resolve(Auditor.self, name: "audit")! // expected-information:44-51 {{No registration of 'Auditor' named "audit" is visible here, but 'Auditor' is also registered under a name Wiring cannot compare with it, which may be it: resolve(Auditor.self) returns nil, which stops the app at run time if it is not}}
    _ = (tracker, otherTracker, unnamedTracker, auditor, literalAuditor)
    _ = (console, typo, profile, missingArgument, chat, wrongCount, screen, order, byVariable, wrongType, invoice, wrongTypes,
         receipt, unannotated)
}
