import Foundation

@Instantiable
public final class Child: Instantiable {
    public init(inner: Inner) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiable
    public final class Inner: Instantiable {
        public init() {}
    }

    @Instantiated private let inner: Inner
}