import UIKit

@Instantiable
public final class LoggedInViewController: UIViewController, Instantiable {
    @Forwarded private let user: User

    @Forwarded private let userManager: UserManager

    @Received let networkService: NetworkService
}