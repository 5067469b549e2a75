struct Row: Sendable {}

actor Connection {
    static func open(_ path: String) async -> Connection { Connection() }
    func row(_ id: Int) -> Row? { nil }
}
