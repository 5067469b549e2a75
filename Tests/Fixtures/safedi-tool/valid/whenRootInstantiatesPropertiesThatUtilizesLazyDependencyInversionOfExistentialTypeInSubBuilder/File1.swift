import SwiftUI

@Instantiable(isRoot: true)
public struct RootView: View {
    public init(splashScreenViewBuilder: ErasedInstantiator<(), AnyView>) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    public var view: some View {
        splashScreenViewBuilder.instantaite()
    }

    @Instantiated(fulfilledByType: "SplashScreenView", erasedToConcreteExistential: true) private let splashScreenViewBuilder: ErasedInstantiator<(), AnyView>
}