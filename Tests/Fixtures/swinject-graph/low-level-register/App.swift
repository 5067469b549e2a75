import Swinject

protocol AppConfig {}
final class AppConfigImpl: AppConfig {}
final class Logger {}
final class Missing {}

enum Dependencies {
    static var main: Resolver!
    static func setup() {
        let container = Container()
        container.registerSingleton(AppConfig.self) { _ in AppConfigImpl() }
        container.registerSingleton(Logger.self, name: "file") { _ in Logger() }
        container.registerIntoCollection(AppConfig.self) { _ in AppConfigImpl() }
        container.registerIntoCollection(AppConfig.self) { _ in AppConfigImpl() }
        main = container
    }
}

func useIt() {
    Dependencies.setup()
    let config = Dependencies.main.resolve(AppConfig.self)!
    let logger = Dependencies.main.resolve(Logger.self, name: "file")!
    let missing = Dependencies.main.resolve(Missing.self)! // expected-error:45-52 {{No registration of 'Missing' is visible here: resolve(Missing.self) returns nil, which stops the app at run time}}
    _ = (config, logger, missing)
}
