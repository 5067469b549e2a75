@Instantiable(fulfillingAdditionalTypes: [AnyService.self])
public struct ConcreteService: Instantiable {
    public init() {}
}