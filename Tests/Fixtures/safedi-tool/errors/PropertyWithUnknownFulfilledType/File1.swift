import UIKit

@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    @Instantiated(fulfilledByType: "DoesNotExist")
    let networkService: NetworkService
}