@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(optionalChild: OptionalChild, requiredChild: RequiredChild) {
        self.optionalChild = optionalChild
        self.requiredChild = requiredChild
    }
    @Instantiated let optionalChild: OptionalChild
    @Instantiated let requiredChild: RequiredChild
}