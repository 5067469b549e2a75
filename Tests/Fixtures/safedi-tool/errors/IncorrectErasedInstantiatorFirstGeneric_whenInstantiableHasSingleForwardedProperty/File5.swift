import UIKit

@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    @Forwarded private let user: User

    @Received let networkService: NetworkService
}