@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(dep: ThirdPartyDep) {
        self.dep = dep
    }
    @Received let dep: ThirdPartyDep
}