public protocol StringStorage {
    func string(forKey key: String) -> String?
}