import UIKit
import Swinject
import SwinjectStoryboard
import SwinjectAutoregistration

final class UserDefaultsService {}

final class UserInfoViewController: UIViewController {
    var service: UserDefaultsService!
}

extension SwinjectStoryboard {
    @objc class func setup() {
        // The UserDefaultsService registration was removed; nothing else registers it.
        defaultContainer.storyboardInitCompleted(UserInfoViewController.self) { resolver, controller in
            controller.service = resolver ~> UserDefaultsService.self   // crashes when the storyboard makes the VC // expected-error:46-65 {{No registration of 'UserDefaultsService' is visible here: resolve(UserDefaultsService.self) returns nil, which stops the app at run time}}
        }
    }
}
