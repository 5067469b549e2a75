import UIKit

@Instantiable
extension RootViewController: Instantiable {
    public static func instantiate() -> RootViewController {
        RootViewController()
    }
}