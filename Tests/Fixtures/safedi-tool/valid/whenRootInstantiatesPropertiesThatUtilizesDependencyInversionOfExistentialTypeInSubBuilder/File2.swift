@Instantiable(isRoot: true)
public struct RootView: Instantiable {
    public init(splashScreenView: AnyView) {
        self.splashScreenView = splashScreenView
    }

    @Instantiated(fulfilledByType: "SplashScreenView", erasedToConcreteExistential: true) private let splashScreenView: AnyView
}