// `autoregister(X.self, initializer: X.init)` takes X's initializer that
// makes an X: not a failable one, nor one marked unavailable (UIKit's
// `init?(coder:)`, which every view controller with an initializer of its
// own declares). Seen in HiraganaTranslator.
import UIKit
import Swinject
import SwinjectAutoregistration

protocol AlertService {}
final class MenuViewModel { init() {} }

class MenuViewController: UIViewController {
    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init(viewModel: MenuViewModel, alertService: AlertService) {
        super.init(nibName: nil, bundle: nil)
    }
}

class SettingsViewController: UIViewController {
    required init?(coder: NSCoder) { nil }
    init(viewModel: MenuViewModel) {
        super.init(nibName: nil, bundle: nil)
    }
}

let container = Container { container in
    container.autoregister(MenuViewModel.self, initializer: MenuViewModel.init)
    container.autoregister(MenuViewController.self, initializer: MenuViewController.init) // expected-error:28-46 {{No registration of 'AlertService' is visible here: autoregister of 'MenuViewController' resolves its initializer's parameter 'alertService' with '!', which crashes when it makes one}}
    container.autoregister(SettingsViewController.self, initializer: SettingsViewController.init)
}
