import Swinject

final class SessionService { init(auth: AuthService) {} }
final class AuthService { var session: SessionService?; init() {}; init(session: SessionService) {} }
final class Parent { var child: Child?; init() {} }
final class Child { init(parent: Parent) {} }
final class Left { var right: Right?; init() {} }
final class Right { init(left: Left) {} }
final class Lazily { init(other: Lazy<Eager>) {} }
final class Eager { init(lazily: Lazily) {} }

final class CycleAssembly: Assembly {
    func assemble(container: Container) {
        // a construction cycle: Swinject aborts
        container.register(SessionService.self) { r in SessionService(auth: r.resolve(AuthService.self)!) } // expected-note:87 {{'SessionService' resolves 'AuthService'}}
        container.register(AuthService.self) { r in AuthService(session: r.resolve(SessionService.self)!) } // expected-error:84-98 {{Dependency cycle: SessionService → AuthService → SessionService; Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)}}

        // broken correctly by initCompleted, with graph-shared instances: fine
        container.register(Parent.self) { _ in Parent() }
            .initCompleted { r, p in p.child = r.resolve(Child.self) }
        container.register(Child.self) { r in Child(parent: r.resolve(Parent.self)!) }

        // initCompleted, but a transient member makes it endless
        container.register(Left.self) { _ in Left() }
            .inObjectScope(.transient)
            .initCompleted { r, l in l.right = r.resolve(Right.self) } // expected-note:58 {{'Left' resolves 'Right'}}
        container.register(Right.self) { r in Right(left: r.resolve(Left.self)!) } // expected-error:69-73 {{Dependency cycle through initCompleted: Left → Right → Left; 'Left' is .transient, so every resolve makes a new instance and it never ends (make the types on the cycle .graph or .container)}}
            .inObjectScope(.transient)

        // a Lazy edge is resolved later: fine
        container.register(Lazily.self) { r in Lazily(other: r.resolve(Lazy<Eager>.self)!) }
        container.register(Eager.self) { r in Eager(lazily: r.resolve(Lazily.self)!) }
    }
}
