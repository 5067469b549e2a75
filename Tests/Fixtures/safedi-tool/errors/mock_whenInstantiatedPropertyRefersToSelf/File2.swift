@Instantiable(generateMock: true)
public struct SelfReferencing: Instantiable {
    public init(selfReferencing: SelfReferencing) { self.selfReferencing = selfReferencing }
    @Instantiated let selfReferencing: SelfReferencing
}