// initialize, initialized, shutdown, exit, $/cancelRequest.

struct InitializeParams: Decodable, Sendable, LSPParams {
    var processId: Int?
    var rootPath: String?
    var rootUri: DocumentURI?
    var workspaceFolders: [WorkspaceFolder]
    var initializationOptions: JSONValue?
    var capabilities: ClientCapabilities
    var clientInfo: ClientInfo?

    struct ClientInfo: Codable, Sendable {
        var name: String
        var version: String?
    }

    enum CodingKeys: String, CodingKey {
        case processId, rootPath, rootUri, workspaceFolders, initializationOptions, capabilities, clientInfo
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        processId = c.lenient(Int.self, .processId)
        rootPath = c.lenient(String.self, .rootPath)
        rootUri = c.lenient(String.self, .rootUri)
        workspaceFolders = c.lenientArray(WorkspaceFolder.self, .workspaceFolders)
        initializationOptions = c.lenient(JSONValue.self, .initializationOptions)
        capabilities = c.lenient(ClientCapabilities.self, .capabilities) ?? ClientCapabilities()
        clientInfo = c.lenient(ClientInfo.self, .clientInfo)
    }
}

/// The client capabilities the server looks at; everything else is ignored,
/// and a member of the wrong type counts as absent.
struct ClientCapabilities: Decodable, Sendable {
    var positionEncodings: [String] = []
    var workDoneProgress = false
    var watchedFilesDynamicRegistration = false
    var hoverContentFormat: [String] = []
    var hierarchicalDocumentSymbolSupport = false
    var codeActionLiteralSupport = false
    /// `workspace.codeLens.refreshSupport`: the server may ask for code lenses again.
    var codeLensRefreshSupport = false
    /// What a diagnostic may carry (`textDocument.publishDiagnostics`, or
    /// `textDocument.diagnostic` for pulled ones): each absent means no.
    var diagnostics = DiagnosticSupport()

    init() {}

    private enum Keys: String, CodingKey {
        case general, window, workspace, textDocument
        case positionEncodings, workDoneProgress, didChangeWatchedFiles, dynamicRegistration
        case hover, contentFormat, documentSymbol, hierarchicalDocumentSymbolSupport
        case codeAction, codeActionLiteralSupport
        case codeLens, refreshSupport
        case publishDiagnostics, diagnostic, relatedInformation, codeDescriptionSupport, dataSupport
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if let g = try? c.nestedContainer(keyedBy: Keys.self, forKey: .general) {
            positionEncodings = g.lenientArray(String.self, .positionEncodings)
        }
        if let w = try? c.nestedContainer(keyedBy: Keys.self, forKey: .window) {
            workDoneProgress = w.lenient(Bool.self, .workDoneProgress) ?? false
        }
        if let w = try? c.nestedContainer(keyedBy: Keys.self, forKey: .workspace) {
            if let f = try? w.nestedContainer(keyedBy: Keys.self, forKey: .didChangeWatchedFiles) {
                watchedFilesDynamicRegistration = f.lenient(Bool.self, .dynamicRegistration) ?? false
            }
            if let l = try? w.nestedContainer(keyedBy: Keys.self, forKey: .codeLens) {
                codeLensRefreshSupport = l.lenient(Bool.self, .refreshSupport) ?? false
            }
        }
        if let t = try? c.nestedContainer(keyedBy: Keys.self, forKey: .textDocument) {
            if let h = try? t.nestedContainer(keyedBy: Keys.self, forKey: .hover) {
                hoverContentFormat = h.lenientArray(String.self, .contentFormat)
            }
            if let s = try? t.nestedContainer(keyedBy: Keys.self, forKey: .documentSymbol) {
                hierarchicalDocumentSymbolSupport = s.lenient(Bool.self, .hierarchicalDocumentSymbolSupport) ?? false
            }
            if let a = try? t.nestedContainer(keyedBy: Keys.self, forKey: .codeAction) {
                codeActionLiteralSupport = a.contains(.codeActionLiteralSupport)
            }
            // either set of diagnostic capabilities grants what it names
            for key in [Keys.publishDiagnostics, .diagnostic] {
                guard let d = try? t.nestedContainer(keyedBy: Keys.self, forKey: key) else { continue }
                if d.lenient(Bool.self, .relatedInformation) == true { diagnostics.relatedInformation = true }
                if d.lenient(Bool.self, .codeDescriptionSupport) == true { diagnostics.codeDescription = true }
                if d.lenient(Bool.self, .dataSupport) == true { diagnostics.data = true }
            }
        }
    }
}

/// The optional parts of a diagnostic a client accepts. Without related
/// information the notes are written into the message; without `data` a
/// code action finds its diagnostic by code and message.
struct DiagnosticSupport: Sendable, Equatable {
    var relatedInformation = false
    var codeDescription = false
    var data = false

    /// Everything (what the server's own tools and the CLI's JSON assume).
    static let all = DiagnosticSupport(relatedInformation: true, codeDescription: true, data: true)
}

struct InitializeResult: Encodable, Sendable {
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo

    struct ServerInfo: Encodable, Sendable {
        var name: String
        var version: String
    }
}

struct ServerCapabilities: Encodable, Sendable {
    var positionEncoding: String
    var textDocumentSync: TextDocumentSyncOptions
    var codeActionProvider: CodeActionOptions
    var codeLensProvider: CodeLensOptions
    var hoverProvider: Bool
    var definitionProvider: Bool
    var referencesProvider: Bool
    var workspaceSymbolProvider: Bool
    var documentSymbolProvider: Bool
    var diagnosticProvider: DiagnosticOptions
    var executeCommandProvider: ExecuteCommandOptions

    struct TextDocumentSyncOptions: Encodable, Sendable {
        var openClose: Bool
        /// 1 = full, 2 = incremental.
        var change: Int
        var save: SaveOptions
    }

    struct SaveOptions: Encodable, Sendable {
        var includeText: Bool
    }

    struct CodeActionOptions: Encodable, Sendable {
        var codeActionKinds: [String]
        var resolveProvider: Bool
    }

    struct CodeLensOptions: Encodable, Sendable {
        var resolveProvider: Bool
    }

    struct DiagnosticOptions: Encodable, Sendable {
        var identifier: String
        var interFileDependencies: Bool
        var workspaceDiagnostics: Bool
    }

    struct ExecuteCommandOptions: Encodable, Sendable {
        var commands: [String]
    }
}

struct InitializedParams: Decodable, Sendable, LSPParams {}

struct ExitParams: Decodable, Sendable, LSPParams {}

struct CancelParams: Decodable, Sendable, LSPParams {
    var id: RequestID
}

/// `wiring/sleep` (test builds of the protocol only, `WIRING_LSP_TEST_REQUESTS=1`):
/// answers `null` after `ms` milliseconds, unless cancelled.
struct SleepParams: Decodable, Sendable, LSPParams {
    var ms: Int
}

/// `wiring/documentText` (tests only, like `wiring/sleep`): the server's copy
/// of an open document, to check that changes were applied exactly.
struct DocumentTextParams: Decodable, Sendable, LSPParams {
    var textDocument: TextDocumentIdentifier
}

struct DocumentTextResult: Encodable, Sendable {
    var text: String
    var version: Int
}
