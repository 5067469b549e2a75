public struct User {
    let username: String
}