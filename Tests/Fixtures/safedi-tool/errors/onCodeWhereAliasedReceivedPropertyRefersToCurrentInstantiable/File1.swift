public struct User {
    public init(username: String) {}
}