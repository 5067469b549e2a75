import Foundation

@Instantiable
public final class Child: Instantiable {
    public init(inner: Inner) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    public protocol Inner {}

    @Instantiable(fulfillingAdditionalTypes: [Child.Inner.self])
    public final class DefaultInner: Inner, Instantiable {
        public init() {}
    }

    @Instantiated private let inner: Inner
}