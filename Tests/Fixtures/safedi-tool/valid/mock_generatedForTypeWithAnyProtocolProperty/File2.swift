public protocol UserService {
    var userName: String? { get set }
}

@Instantiable(fulfillingAdditionalTypes: [UserService.self], generateMock: true)
public final class DefaultUserService: UserService, Instantiable {
    public init() {}

    public var userName: String?
}