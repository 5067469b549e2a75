import UIKit

@Instantiable(isRoot: true, fulfillingAdditionalTypes: [UIViewController.self])
public final class RootViewController: UIViewController, Instantiable {}