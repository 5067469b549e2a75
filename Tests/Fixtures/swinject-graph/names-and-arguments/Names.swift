import Swinject

protocol Logger {}
final class ConsoleLogger: Logger {}
final class FileLogger: Logger {}
final class ProfileService { init(userID: String) {} }
final class ChatService { init(room: String, user: String) {} }
protocol Screen {}
final class SettingsScreen: Screen {}
enum Route: String, CaseIterable { case settings }

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Logger.self, name: "console") { _ in ConsoleLogger() }
        container.register(Logger.self, name: "file") { _ in FileLogger() }
        container.register(ProfileService.self) { _, userID in ProfileService(userID: userID) }
        container.register(ChatService.self) { (r: Resolver, room: String, user: String) in ChatService(room: room, user: user) }
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
    let screen = container.resolve(Screen.self, name: "profile")! // expected-information:36-42 {{No registration of 'Screen' named "profile" is visible here, but 'Screen' is also registered under a name Wiring cannot read, which may be it: resolve(Screen.self) returns nil, which stops the app at run time if it is not}}
    _ = (console, typo, profile, missingArgument, chat, wrongCount, screen)
}
