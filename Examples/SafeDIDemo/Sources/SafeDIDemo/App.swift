import SafeDI

/// The root of the tree: SafeDI generates `App.init()` from it.
@Instantiable(isRoot: true)
public final class App: Instantiable {
    public init(network: NetworkService, auth: AuthService, loggedInFlowBuilder: Instantiator<LoggedInFlow>) {
        self.network = network
        self.auth = auth
        self.loggedInFlowBuilder = loggedInFlowBuilder
    }

    @Instantiated let network: NetworkService
    @Instantiated let auth: AuthService
    /// Built once a user has logged in: `loggedInFlowBuilder.instantiate(user)`.
    @Instantiated let loggedInFlowBuilder: Instantiator<LoggedInFlow>
}
