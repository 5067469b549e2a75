@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(shared: Shared, thirdPartyBuilder: Instantiator<ThirdParty>) {
        self.shared = shared
        self.thirdPartyBuilder = thirdPartyBuilder
    }
    @Instantiated let shared: Shared
    @Instantiated let thirdPartyBuilder: Instantiator<ThirdParty>
}