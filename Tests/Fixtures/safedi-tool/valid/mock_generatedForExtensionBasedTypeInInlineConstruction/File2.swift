@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(child: Child, dep: ThirdPartyDep) {
        self.child = child
        self.dep = dep
    }
    @Instantiated let child: Child
    @Instantiated let dep: ThirdPartyDep
}