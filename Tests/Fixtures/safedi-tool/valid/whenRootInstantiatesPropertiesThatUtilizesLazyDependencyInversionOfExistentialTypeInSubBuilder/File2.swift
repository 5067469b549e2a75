@Instantiable(isRoot: true)
public struct RootView: Instantiable {
    public init(splashScreenViewBuilder: ErasedInstantiator<(), AnyView>) {
        self.splashScreenViewBuilder = splashScreenViewBuilder
    }

    @Instantiated(fulfilledByType: "SplashScreenView", erasedToConcreteExistential: true) private let splashScreenViewBuilder: ErasedInstantiator<(), AnyView>
}