@Instantiable(isRoot: true, generateMock: true)
public final class RootViewController: Instantiable {
    public init(authService: AuthService) {
        self.authService = authService
    }

    @Instantiated let authService: AuthService
}