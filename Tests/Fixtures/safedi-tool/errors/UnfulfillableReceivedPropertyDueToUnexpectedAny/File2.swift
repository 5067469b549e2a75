import SafeDI

public protocol ErasedType {}

@Instantiable
public final class SomeErasedType: ErasedType, Instantiable {}