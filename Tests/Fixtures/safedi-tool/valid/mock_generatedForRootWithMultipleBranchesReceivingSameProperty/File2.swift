@Instantiable(generateMock: true)
public final class ChildA: Instantiable {
    public init(grandchildAA: GrandchildAA, grandchildAB: GrandchildAB) {
        self.grandchildAA = grandchildAA
        self.grandchildAB = grandchildAB
    }
    @Instantiated let grandchildAA: GrandchildAA
    @Instantiated let grandchildAB: GrandchildAB
}