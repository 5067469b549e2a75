import Swinject

protocol Responder {}
final class HomeResponder: Responder {}
final class TabResponder: Responder {}
final class Echo { init(echo: Echo) {} }

func makeContainers(root: Container) -> [Container] {
    // two child containers, each with its own Responder
    let home = Container(parent: root) { container in
        container.register(Responder.self) { _ in HomeResponder() } // expected-information:28-37 {{'Responder' is also registered in 'makeContainers'; if both go into one container, whichever runs last replaces the other}} expected-information:28-37 {{'Responder' is also registered in 'makeContainers'; if both go into one container, whichever runs last replaces the other}}
    }
    let tab = Container(parent: root) { container in
        container.register(Responder.self) { _ in TabResponder() } // expected-note:28 {{the later registration}}
    }
    // one container registering it twice: the second replaces the first
    let twice = Container(parent: root) { c in
        c.register(Responder.self) { _ in HomeResponder() } // expected-note:20 {{the later registration}} expected-warning:20-29 {{'Responder' is registered again later in this container, which silently replaces this registration}}
        c.register(Responder.self) { _ in TabResponder() } // expected-note:20 {{the later registration}}
    }
    // the closure's own container, captured: a factory resolving itself
    let looping = Container { c in
        c.register(Echo.self) { _ in Echo(echo: c.resolve(Echo.self)!) } // expected-error:59-63 {{Dependency cycle: Echo → Echo; Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)}}
    }
    _ = home.resolve(Responder.self)!
    _ = tab.resolve(Responder.self)!
    _ = twice.resolve(Responder.self)!
    _ = looping.resolve(Echo.self)!
    return [home, tab, twice, looping]
}
