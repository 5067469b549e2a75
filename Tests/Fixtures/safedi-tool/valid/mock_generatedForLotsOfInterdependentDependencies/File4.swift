public protocol UserVendor {}

@Instantiable(fulfillingAdditionalTypes: [UserVendor.self], generateMock: true)
public final class UserManager: UserVendor, Instantiable {
    public init() {}
}