@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(transitiveDep: TransitiveDep) {
        self.transitiveDep = transitiveDep
    }
    @Received let transitiveDep: TransitiveDep
}