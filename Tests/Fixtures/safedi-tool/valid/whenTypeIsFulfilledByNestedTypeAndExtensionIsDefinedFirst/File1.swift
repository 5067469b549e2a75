extension ErasedType {
    // Extension defined before an @Instantiable should not make a difference.
}

public protocol ErasedType {}

public final class EnclosingType {
    @Instantiable
    public final class SomeType: ErasedType, Instantiable {
        public init() {}
    }
}