@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(
        installScopedDefaultsService: UserDefaultsService,
        userScopedDefaultsService: UserDefaultsService
    ) {
        self.installScopedDefaultsService = installScopedDefaultsService
        self.userScopedDefaultsService = userScopedDefaultsService
    }
    @Received let installScopedDefaultsService: UserDefaultsService
    @Received let userScopedDefaultsService: UserDefaultsService
}