import Swinject

protocol ChatService {}
final class SocketChatService: ChatService {}
protocol Clock {}
protocol Cache {}
final class Profile {}
final class ProfileView { init(profile: Profile) {} }

typealias F = ObjectFactory

final class ObjectFactory {
    private static var container: Container?
    static func initialize(with container: Container) { self.container = container }
    // returns Swinject's optional as it is: the caller decides
    static func get<Service>(type: Service.Type) -> Service? {
        container?.resolve(type)
    }
}

// the same shape, but no container: another store's lookup
enum Memo {
    static var values: [ObjectIdentifier: Any] = [:]
    static func get<Value>(type: Value.Type) -> Value? { values[ObjectIdentifier(type)] as? Value }
}

func build() -> Container {
    let c = Container()
    c.register(Profile.self) { _ in Profile() }
    return c
}

func run() {
    ObjectFactory.initialize(with: build())
    let a = F.get(type: ChatService.self)! // expected-error:25-36 {{No registration of 'ChatService' is visible here: the app's own ObjectFactory.get(type: ChatService.self) passes Swinject's nil on, and unwrapping it stops the app at run time}}
    let b = ObjectFactory.get(type: ChatService.self) as! SocketChatService // expected-error:37-48 {{No registration of 'ChatService' is visible here: the app's own ObjectFactory.get(type: ChatService.self) passes Swinject's nil on, and unwrapping it stops the app at run time}}
    guard let clock = ObjectFactory.get(type: Clock.self) else { fatalError("no clock") } // expected-error:47-52 {{No registration of 'Clock' is visible here: the app's own ObjectFactory.get(type: Clock.self) passes Swinject's nil on, and unwrapping it stops the app at run time}}
    if let cache = F.get(type: Cache.self) { _ = cache } // expected-information:32-37 {{No registration of 'Cache' is visible here: this optional dependency is always nil}}
    let view = ProfileView(profile: F.get(type: Profile.self)!)
    let memo = Memo.get(type: Cache.self)!
    _ = (a, b, clock, view, memo)
}
