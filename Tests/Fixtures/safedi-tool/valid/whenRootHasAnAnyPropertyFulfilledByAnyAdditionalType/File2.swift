@Instantiable(fulfillingAdditionalTypes: [(any SomeProtocol<OtherType>).self])
public final class SomeClass: SomeProtocol, Instantiable {
    public init() {}

    public typealias SomeAssociatedType = OtherType
}