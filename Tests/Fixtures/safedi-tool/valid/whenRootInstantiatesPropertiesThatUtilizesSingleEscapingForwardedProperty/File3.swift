@Instantiable(isRoot: true)
public final class RootViewController: UIViewController, Instantiable {
    public init(networkServiceBuilder: Instantiator<NetworkService>) {
        self.networkServiceBuilder = networkServiceBuilder
        super.init(nibName: nil, bundle: nil)
    }

    @Instantiated let networkServiceBuilder: Instantiator<NetworkService>
}