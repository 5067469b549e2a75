@Instantiable(generateMock: true)
public struct Child: Instantiable {
    public init(userType: UserType) {
        self.userType = userType
    }
    @Received(fulfilledByDependencyNamed: "user", ofType: User.self) let userType: UserType
}