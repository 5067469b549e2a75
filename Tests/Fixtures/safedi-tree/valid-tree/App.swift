import SafeDI
import Foundation

// A root that instantiates services, a screen built on demand with a
// forwarded value, an alias, an optional receive and an extension.
@Instantiable(isRoot: true)
public final class App: Instantiable {
    public init(network: NetworkService, session: URLSession, store: Store, profileBuilder: Instantiator<ProfileScreen>) {
        self.network = network
        self.session = session
        self.store = store
        self.profileBuilder = profileBuilder
    }

    @Instantiated let network: NetworkService
    @Instantiated let session: URLSession
    @Instantiated(fulfilledByType: "DiskStore") let store: Store
    @Instantiated let profileBuilder: Instantiator<ProfileScreen>
}
