import Foundation

public protocol UserService {
    var userName: String? { get set }
}

@Instantiable(fulfillingAdditionalTypes: [UserService.self])
public final class DefaultUserService: UserService, Instantiable {
    public init() {}

    public var userName: String?
}