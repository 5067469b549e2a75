import UIKit

@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    @Instantiated let networkService: NetworkService
}