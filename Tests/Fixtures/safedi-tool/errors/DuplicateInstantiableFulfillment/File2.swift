import UIKit

@Instantiable(fulfillingAdditionalTypes: [UIViewController.self])
public final class SplashViewController: UIViewController, Instantiable {}