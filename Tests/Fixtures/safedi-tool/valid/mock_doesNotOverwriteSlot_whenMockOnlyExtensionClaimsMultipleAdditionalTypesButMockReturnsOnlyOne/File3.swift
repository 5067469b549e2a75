@Instantiable(fulfillingAdditionalTypes: [OtherProtocol.self])
public struct ConcreteOther: Instantiable, OtherProtocol {
    public init() {}
}