@Instantiable(fulfillingAdditionalTypes: [(any SomeProtocol<OtherType>).self])
public final class SomeClass: SomeProtocol {
    public init() {}

    public typealias SomeAssociatedType = OtherType
}