// Two assemblies each name their own protocol `Logic` (a nested alias): a
// `Logic` written in one is that assembly's, not the other's. Seen in
// GrassChoppers.
import Swinject

protocol LoginLogic {}
protocol ListLogic {}
protocol SearchLogic {}
final class LoginLogicImpl: LoginLogic {}
final class ListLogicImpl: ListLogic {}
final class SearchView { init(logic: SearchLogic) {} }

final class LoginAssembly: Assembly {
    typealias Logic = LoginLogic
    func assemble(container: Container) {
        container.register(Logic.self) { _ in LoginLogicImpl() }
    }
}

final class ListAssembly: Assembly {
    typealias Logic = ListLogic
    func assemble(container: Container) {
        container.register(Logic.self) { _ in ListLogicImpl() }
    }
}

final class SearchAssembly: Assembly {
    typealias Logic = SearchLogic
    func assemble(container: Container) {
        // nothing registers SearchLogic: another assembly's Logic is no answer
        container.register(SearchView.self) { r in SearchView(logic: r.resolve(Logic.self)!) } // expected-error:80-85 {{No registration of 'SearchAssembly.Logic' is visible here: resolve(SearchAssembly.Logic.self) returns nil, which stops the app at run time}} {{1-1=        container.register(SearchAssembly.Logic.self) { _ in SearchAssembly.Logic() \}\n}} {{title=Register SearchAssembly.Logic in SearchAssembly}}
    }
}

let assembler = Assembler([LoginAssembly(), ListAssembly(), SearchAssembly()])
_ = assembler.resolver.resolve(LoginLogic.self)!
_ = assembler.resolver.resolve(ListLogic.self)!
_ = assembler.resolver.resolve(SearchView.self)!
