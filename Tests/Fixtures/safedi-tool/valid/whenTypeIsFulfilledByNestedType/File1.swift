public protocol ErasedType {}

public final class EnclosingType {
    @Instantiable
    public final class SomeType: ErasedType, Instantiable {
        public init() {}
    }
}