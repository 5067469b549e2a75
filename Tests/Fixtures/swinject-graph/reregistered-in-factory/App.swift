import Swinject

protocol Presenter {}
final class DefaultPresenter: Presenter { init(view: ViewController) {} }
final class ViewController { var presenter: Presenter! }

let appContainer: Container = {
    let container = Container()

    container.register(Presenter.self) { r in // expected-warning:24-33 {{'Presenter' is registered again later in this container, which silently replaces this registration}}
        DefaultPresenter(view: r.resolve(ViewController.self)!)
    }

    container.register(ViewController.self) { r in
        let vc = ViewController()
        // Re-registers Presenter before resolving it: the resolve below uses THIS factory,
        // which does not resolve ViewController, so there is no cycle at run time.
        container.register(Presenter.self) { _ in DefaultPresenter(view: vc) } // expected-note:28 {{the later registration}}
        vc.presenter = r.resolve(Presenter.self)!
        return vc
    }
    return container
}()

func start() {
    _ = appContainer.resolve(ViewController.self)!
}

// a factory that resolves its own type without registering it first: a cycle
final class Echo { init(echo: Echo) {} }
let echoes: Container = {
    let c = Container()
    c.register(Echo.self) { r in Echo(echo: r.resolve(Echo.self)!) } // expected-error:55-59 {{Dependency cycle: Echo → Echo; Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)}}
    return c
}()
