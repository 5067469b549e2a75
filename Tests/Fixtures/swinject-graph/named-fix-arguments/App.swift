import Swinject
import UIKit

final class Coordinator { init(window: UIWindow?) {}; init(navigation: UINavigationController, animated: Bool) {} }

let container: Container = {
    let c = Container()
    c.register(Coordinator.self, name: "app.list") { (_, navigation: UINavigationController, animated: Bool) in
        Coordinator(navigation: navigation, animated: animated)
    }
    c.register(Coordinator.self, name: "app.main.window") { (_, window: UIWindow?) in Coordinator(window: window) }
    return c
}()

func start(window: UIWindow?) {
    // a typo'd name: the fix names the registration taking one argument, as this resolve passes
    _ = container.resolve(Coordinator.self, name: "app.main", argument: window)! // expected-error:27-38 {{No registration of 'Coordinator' named "app.main"; 'Coordinator' is registered with the names "app.list", "app.main.window"}} {{51-61="app.main.window"}} {{title=Use the name "app.main.window"}}
}
