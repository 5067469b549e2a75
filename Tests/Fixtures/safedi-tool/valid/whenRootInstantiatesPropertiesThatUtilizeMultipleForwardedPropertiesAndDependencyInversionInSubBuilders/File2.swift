public struct User {
    public var id: String = ""
    public var name: String = ""
}