public protocol IDProvider {}

@Instantiable(fulfillingAdditionalTypes: [IDProvider.self], generateMock: true)
public struct ConcreteIDProvider: IDProvider, Instantiable {
    public init() {}
}