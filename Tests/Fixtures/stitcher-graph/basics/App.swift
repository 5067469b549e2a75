import Stitcher
import StitcherMacros

final class Session {}
final class PhotoStore { init(id: Int) {} }
final class Logger {}

@Registerable
final class Uploader {
    @InjectedParameters
    init(session: Session, photos: PhotoStore) {} // expected-error:10-26 {{No dependency is registered for Type[Session]: the overload @InjectedParameters generates calls 'try! DependencyGraph.inject(byType: Session.self)' and crashes ("No dependency could be found for Type[Session].")}} expected-error:10-26 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Session' is not, and the expansion does not compile}} expected-error:28-46 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'PhotoStore' is not, and the expansion does not compile}} expected-error:28-46 {{Type[PhotoStore] is registered with 1 instantiation parameter, but this injection passes none; Stitcher does not match it ("No dependency could be found for Type[PhotoStore].")}}
}

final class Viewer {
    @Injected var logger: Logger // expected-warning:19-25 {{2 registrations match Type[Logger]; injection throws "Multiple dependencies found for Type[Logger]."}}
    @Injected var missing: Analytics // expected-error:19-26 {{No dependency is registered for Type[Analytics]: the @Injected property stops with preconditionFailure on first access ("No dependency could be found for Type[Analytics].")}}
}

let container = DependencyContainer {
    Dependency { id in PhotoStore(id: id) }
    Uploader.dependencyRegistration
    Logger() // expected-note:5 {{a registration that matches}} expected-note:5 {{a registration that matches}}
    DependencyGroup {
        Dependency { Logger() }.named("file")
        Dependency { Logger() } // expected-note:9 {{a registration that matches}} expected-note:9 {{a registration that matches}}
    }
}

func boot() {
    let up = try! DependencyGraph.inject(byType: Uploader.self) // expected-error:50-63 {{Type[Uploader] is registered with 2 instantiation parameters, but this injection passes none; Stitcher does not match it ("No dependency could be found for Type[Uploader].")}}
    let s = try? DependencyGraph.inject(byType: Session.self) // expected-warning:49-61 {{No dependency is registered for Type[Session]: the injection always fails ("No dependency could be found for Type[Session].")}}
    let f = try! DependencyGraph.inject(byName: "file")
    let g = try! DependencyGraph.inject(byName: "nope") // expected-error:49-55 {{No dependency is registered for Name[nope]: 'try!' crashes ("No dependency could be found for Name[nope].")}}
    let logger = try! DependencyGraph.inject(byType: Logger.self) // expected-warning:54-65 {{2 registrations match Type[Logger]; injection throws "Multiple dependencies found for Type[Logger]."}}
    _ = (up, s, f, g, logger)
}
