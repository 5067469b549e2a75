import SwiftUI

@Instantiable(isRoot: true)
public struct RootView: View {
    public init(splashScreenView: AnyView) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    public var view: some View {
        splashScreenView
    }

    @Instantiated(fulfilledByType: "SplashScreenView", erasedToConcreteExistential: true) private let splashScreenView: AnyView
}