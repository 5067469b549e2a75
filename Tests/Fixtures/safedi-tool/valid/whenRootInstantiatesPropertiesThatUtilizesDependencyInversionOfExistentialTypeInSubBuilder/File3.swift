@Instantiable
public struct SplashScreenView: View, Instantiable {
    public init() {}
    public var body: EmptyView { EmptyView() }
}