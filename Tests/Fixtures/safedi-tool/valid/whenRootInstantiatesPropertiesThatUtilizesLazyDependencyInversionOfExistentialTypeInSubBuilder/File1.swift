public protocol View {}
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
}
public struct EmptyView: View {
    public init() {}
}