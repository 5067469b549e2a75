// workspace/didChangeConfiguration, didChangeWatchedFiles, executeCommand,
// client/registerCapability.

struct DidChangeConfigurationParams: Decodable, Sendable, LSPParams {
    var settings: JSONValue?
}

struct DidChangeWatchedFilesParams: Decodable, Sendable, LSPParams {
    var changes: [FileEvent]

    enum CodingKeys: String, CodingKey { case changes }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        changes = c.lenientArray(FileEvent.self, .changes)
    }
}

struct FileEvent: Codable, Sendable, Hashable {
    var uri: DocumentURI
    /// 1 created, 2 changed, 3 deleted.
    var type: Int
}

struct ExecuteCommandParams: Decodable, Sendable, LSPParams {
    var command: String
    var arguments: [JSONValue]?
}

struct RegistrationParams: Encodable, Sendable {
    var registrations: [Registration]
}

struct Registration: Encodable, Sendable {
    var id: String
    var method: String
    var registerOptions: DidChangeWatchedFilesRegistrationOptions?
}

struct DidChangeWatchedFilesRegistrationOptions: Encodable, Sendable {
    var watchers: [FileSystemWatcher]
}

struct FileSystemWatcher: Encodable, Sendable {
    var globPattern: String
}
