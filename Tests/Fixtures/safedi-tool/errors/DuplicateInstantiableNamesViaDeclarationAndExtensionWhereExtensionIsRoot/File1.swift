import UIKit

@Instantiable
public final class RootViewController: UIViewController, Instantiable {}