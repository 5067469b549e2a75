@Instantiable
public final class Child: Instantiable {
    public init(grandchild: Grandchild, nonInjectedProperty: Int = 5) {
        self.grandchild = grandchild
        self.nonInjectedProperty = nonInjectedProperty
    }

    @Instantiated let grandchild: Grandchild

    let nonInjectedProperty: Int
}