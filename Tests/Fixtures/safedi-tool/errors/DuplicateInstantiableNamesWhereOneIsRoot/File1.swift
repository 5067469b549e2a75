import UIKit

@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {}