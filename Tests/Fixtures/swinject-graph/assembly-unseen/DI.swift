import Swinject
import TodoNetwork

protocol TodoAPI {}
final class Clock {}

final class LocalAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in Clock() }
    }
}

// NetworkAssembly comes from a package outside the workspace: what it registers is unknown
let assembler = Assembler([LocalAssembly(), TodoNetwork.NetworkAssembly()]) // expected-note:17 {{a registration Wiring cannot follow}}

final class ListViewModel {
    let api = assembler.resolver.resolve(TodoAPI.self)! // expected-information:42-49 {{No registration of 'TodoAPI' is visible here: resolve(TodoAPI.self) returns nil, which stops the app at run time; but this app also applies the assembly 'NetworkAssembly', which Wiring cannot follow}} {{-8:1--8:1=        container.register(TodoAPI.self) { _ in <#TodoAPI#> \}\n}} {{title=Register TodoAPI in LocalAssembly}}
    let clock = assembler.resolver.resolve(Clock.self)!
}
