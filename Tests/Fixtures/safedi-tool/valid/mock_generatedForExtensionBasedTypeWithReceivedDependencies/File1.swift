@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(thirdParty: ThirdParty, helper: Helper) {
        self.thirdParty = thirdParty
        self.helper = helper
    }
    @Instantiated let thirdParty: ThirdParty
    @Instantiated let helper: Helper
}