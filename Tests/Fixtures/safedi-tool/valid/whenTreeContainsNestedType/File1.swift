import Foundation

@Instantiable
public final class Child {
    public init(inner: Inner) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiable
    public final class Inner {
        public init() {}
    }

    @Instantiated private let inner: Inner
}