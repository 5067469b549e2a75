@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(selfReferencing: SelfReferencing) { self.selfReferencing = selfReferencing }
    @Instantiated let selfReferencing: SelfReferencing
}