import Swinject

protocol Plugin {}
final class Host { init(plugin: Plugin) {} }

// registrations made in a loop over types: Wiring cannot tell which
final class PluginAssembly: Assembly {
    let types: [Plugin.Type] = []
    func assemble(container: Container) {
        for type in types {
            container.register(type) { _ in fatalError() } // expected-note:13 {{a registration Wiring cannot follow}}
        }
        container.register(Host.self) { r in Host(plugin: r.resolve(Plugin.self)!) } // expected-information:69-75 {{No registration of 'Plugin' is visible here: resolve(Plugin.self) returns nil, which stops the app at run time; but this app also registers a type given as a value ('type'), which Wiring cannot follow}} {{-3:1--3:1=        container.register(Plugin.self) { _ in <#Plugin#> \}\n}} {{title=Register Plugin in PluginAssembly}}
    }
}
