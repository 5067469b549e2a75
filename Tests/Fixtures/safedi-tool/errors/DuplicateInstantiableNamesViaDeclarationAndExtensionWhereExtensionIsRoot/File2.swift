import UIKit

@Instantiable(isRoot: true)
extension RootViewController: Instantiable {
    public static func instantiate() -> RootViewController {
        RootViewController()
    }
}